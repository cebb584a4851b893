import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locator } from '@playwright/test'
import { type MachineReport, reportMachine } from '../../tools/machinesReport/machineReport'
import { reportBrowser } from '../../tools/machinesReport/browserReport'
import { renderReportHtml } from '../../tools/machinesReport/reportHtml'
import { toScenario } from '../../tools/machinesReport/scenarios'
import { pathSpecs } from '../../tools/machinePaths/specs'
import { generatePaths, type MachinePath } from '../../tools/machinePaths/pathGeneration'
import { expect, test } from './support/fixtures'

/** The transition the report is made to miss, by cutting every path before it closes a toast, and one the paths still take. */
const LEFT_OUT = 'toastQueue.showing toast.close #0'
const STILL_COVERED = 'toastQueue.showing.timed xstate.after.toastDuration.toastQueue.showing.timed #0'

function stopBeforeClosing(path: MachinePath): MachinePath {
  const end = path.steps.findIndex((step) => step.event.type === 'toast.close')
  if (end === -1) return path
  const steps = path.steps.slice(0, end)
  return { ...path, steps, state: steps.at(-1)!.state }
}

/** The one transition the browser column is made to have reached, and the reason it gives for the one left out. */
const REACHED_IN_BROWSER = 'toastQueue.idle toast.show #0'
const REASON = 'a reason no person can cause it'

/** The browser column of toastQueue as a browser run that took one path, through `REACHED_IN_BROWSER` only, leaves it. */
function oneBrowserPath(path: MachinePath) {
  return {
    plan: { machine: 'toastQueue', paths: ['one path'], notCausable: { [LEFT_OUT]: REASON }, passing: {} },
    passed: [
      {
        machine: 'toastQueue',
        path: 'one path',
        scenario: toScenario(path),
        trace: [{ machine: 'toastQueue', transitions: [REACHED_IN_BROWSER], value: { showing: 'timed' } }],
      },
    ],
  }
}

let reportDir = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const machines: MachineReport[] = []
  for (const spec of pathSpecs) {
    const paths = generatePaths(spec).map(stopBeforeClosing)
    const report = await reportMachine(spec, paths)
    const browser = spec.name === 'toastQueue' ? await reportBrowser(spec.name, spec.machine, oneBrowserPath(paths[0]!)) : undefined
    machines.push({ ...report, ...(browser && { browser }) })
  }
  reportDir = await mkdtemp(join(tmpdir(), 'machines-report-'))
  await writeFile(join(reportDir, 'index.html'), renderReportHtml(machines))
})

test.afterAll(async () => {
  await rm(reportDir, { recursive: true, force: true })
})

const dashes = (transition: Locator) => transition.locator('path').evaluate((path) => getComputedStyle(path).strokeDasharray)

test('the machines report opens from a file and shows every machine with what its paths cover', async ({ page }) => {
  await page.goto(pathToFileURL(join(reportDir, 'index.html')).href)

  for (const { name } of pathSpecs) {
    const section = page.locator(`section[data-machine="${name}"]`)
    await expect(section.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(section.getByRole('img', { name: `${name} statechart` })).toBeVisible()
  }

  const toastQueue = page.locator('section[data-machine="toastQueue"] [data-column="machine"]')
  const missed = toastQueue.locator(`[data-transition="${LEFT_OUT}"]`)
  const covered = toastQueue.locator(`[data-transition="${STILL_COVERED}"]`)
  await expect(missed).toHaveAttribute('data-coverage', 'uncovered')
  await expect(missed.locator('text')).toHaveText('✗ toast.close')
  await expect(covered).toHaveAttribute('data-coverage', 'covered')
  await expect(covered.locator('text')).toHaveText('✓ after:toastDuration')
  expect(await dashes(missed)).not.toBe('none')
  expect(await dashes(covered)).toBe('none')
  await expect(toastQueue.locator('ul.missed')).toContainText(`transition ${LEFT_OUT}`)
  await expect(toastQueue.locator('.coverage-table')).not.toContainText('10 / 10')
  await expect(page.locator('section[data-machine="auth"] .coverage-table')).toContainText(/(\d+) \/ \1\s+100 %\s+(\d+) \/ \2\s+100 %/)
})

test('the browser column draws what the browser reached, with the reasons for what no person can cause', async ({ page }) => {
  await page.goto(pathToFileURL(join(reportDir, 'index.html')).href)

  const browser = page.locator('section[data-machine="toastQueue"] [data-column="browser"]')
  await expect(browser.getByRole('img', { name: 'toastQueue-browser statechart' })).toBeVisible()
  await expect(browser.locator(`[data-transition="${REACHED_IN_BROWSER}"]`)).toHaveAttribute('data-coverage', 'covered')
  await expect(browser.locator(`[data-transition="${STILL_COVERED}"]`)).toHaveAttribute('data-coverage', 'uncovered')
  await expect(browser.locator('ul.reasons')).toContainText(`${LEFT_OUT}: ${REASON}`)
  await expect(browser.locator('.scenarios summary')).toContainText('1 scenarios, of 1 browser paths passed')
  await expect(page.locator('section[data-machine="auth"] [data-column="browser"]')).toContainText('Not run')
  await expect(page.locator('.totals tr', { hasText: 'toastQueue' })).toContainText('1 / 10')
})
