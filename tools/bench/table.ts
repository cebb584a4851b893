import { FIRST_LOAD_BUDGET, jsBudgetOf, LIGHTHOUSE_BUDGET, SIGN_IN_FORM_PAGES, SIGN_IN_PATH } from './budgets'
import { VISITS, type Visit } from './firstLoad'
import { CPU_SLOWDOWN, INTERACTION_BUDGET_MS, type InteractionTiming } from './interactions'
import { CATEGORIES } from './lighthouse'
import type { BenchReport, EagerReport, PageReport, VisitReport } from './report'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const row = (first: string, width: number, cells: readonly (string | number)[], cellWidth = 7) =>
  first.padEnd(width) + cells.map((cell) => String(cell).padStart(cellWidth)).join('')

/** The longest path, /nyhetsbrev/bekreft, and a space. */
const PATH_WIDTH = 20

const PAGE_COLUMNS = [
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'req',
  'JS',
  'CSS',
  'HTML',
  'floor',
  'fl+CSS',
  'LCP/fl',
  'flTBT',
]

function verdictMark(page: PageReport): string {
  const failed = page.verdicts.filter((verdict) => verdict.pass === false).map((verdict) => verdict.budget)
  return failed.length === 0 ? '✓' : `✗ ${failed.join(', ')}`
}

function pageCells(page: PageReport): (string | number)[] {
  const bytes = [kb(page.bytes.js), kb(page.bytes.css), kb(page.bytes.html)]
  const lh = page.lighthouse
  if (!lh) return [...Array<string>(9).fill('–'), ...bytes, ...Array<string>(4).fill('–')]
  return [
    ...CATEGORIES.map((category) => `${lh.scores[category] ?? '–'}${category === 'seo' && page.skippedAudits ? '*' : ''}`),
    lh.fcpMs,
    lh.lcpMs,
    lh.tbtMs,
    lh.cls.toFixed(3),
    lh.requests,
    ...bytes,
    page.floorLcpMs?.noScript ?? '–',
    page.floorLcpMs?.inlinedCss ?? '–',
    page.lcpOverFloor?.toFixed(2) ?? '–',
    page.floorTbtMs ?? '–',
  ]
}

function printPages(report: BenchReport): void {
  console.log(`\nPer page: Lighthouse mobile (simulated slow 4G, 4x CPU), medians of ${report.runs} run(s); first load of a new visitor`)
  console.log('  scores 0–100; FCP, LCP, TBT in ms; req: requests of the load; JS, CSS, HTML: KB gzip -9 of a new visitor’s')
  console.log('  first load before any interaction, banner included; floor: LCP of the same page without its scripts,')
  console.log('  fl+CSS: also with its CSS inlined; LCP/fl: LCP over the no-script floor’s; flTBT: the no-script floor’s TBT,')
  console.log('  what the page’s scripts do not cause')
  console.log(
    `  budgets: scores ${LIGHTHOUSE_BUDGET.score}, LCP/fl ≤ ${LIGHTHOUSE_BUDGET.lcpOverFloor}, TBT < ${LIGHTHOUSE_BUDGET.tbtMs}, ` +
      `CLS ${LIGHTHOUSE_BUDGET.cls}, JS ≤ ${kb(FIRST_LOAD_BUDGET.js)} (${SIGN_IN_FORM_PAGES.join(' and ')} ≤ ${kb(jsBudgetOf(SIGN_IN_PATH))}), CSS ≤ ${kb(FIRST_LOAD_BUDGET.css)}, ` +
      `HTML ≤ ${kb(FIRST_LOAD_BUDGET.html)}; bytes fail the bench, the rest is reported; a new visitor's first visit to / ` +
      `makes at most ${FIRST_LOAD_BUDGET.requests} requests (held by tests/e2e/budget.spec.ts)\n`,
  )
  console.log(row('page', PATH_WIDTH, PAGE_COLUMNS) + '  budgets')
  for (const page of report.pages) {
    if (page.redirectTo) {
      console.log(
        `${row(page.path, PATH_WIDTH, [...Array<string>(9).fill('–'), kb(page.bytes.js), kb(page.bytes.css), kb(page.bytes.html)])}  redirect only (${page.redirectTo}) ${verdictMark(page)}`,
      )
      continue
    }
    console.log(`${row(page.path, PATH_WIDTH, pageCells(page))}  ${verdictMark(page)}`)
  }
  if (report.reference) {
    const { scores, fcpMs, lcpMs, tbtMs } = report.reference
    console.log(
      `  bare page (reference: a disclosure and nothing else): perf ${scores.performance ?? '–'}, FCP ${fcpMs}, LCP ${lcpMs}, ` +
        `TBT ${tbtMs}: what this machine's browser takes for a page with nothing in it`,
    )
  }
  const noindex = report.pages.filter((page) => page.skippedAudits)
  if (noindex.length > 0)
    console.log(
      `  * ${noindex.map((page) => page.path).join(', ')}: kept out of search engines on purpose (robots noindex), so its SEO score ` +
        `leaves out ${noindex[0]!.skippedAudits!.map((audit) => `'${audit}'`).join(', ')}`,
    )
  const measured = report.pages.filter((page) => page.lighthouse)
  if (measured.length === 0) return
  console.log('\nLCP element (Lighthouse, most runs)')
  for (const page of measured) console.log(`${page.path.padEnd(PATH_WIDTH)}${page.lighthouse?.lcpElement}`)
}

const VISIT_NAMES: Record<Visit, string> = { new: 'new', returning: 'consent', signedIn: 'signed in' }

/** Groups under this share of every visit are summed into one line. */
const SMALL_GROUP_BYTES = 0.1 * 1024

function printVisits(visits: readonly VisitReport[]): void {
  console.log('\nWhat / runs before any interaction, KB gzip, by npm package and by the site’s folders')
  console.log('  new: anonymous first visit (banner); consent: a visit with the choice stored; signed in: also a stored session')
  console.log('  (a chunk’s gzip size is shared among its modules by their rendered length: an estimate per line, exact in sum)\n')
  const byVisit = new Map(visits.map((visit) => [visit.visit, new Map(visit.groups.map((group) => [group.name, group.bytes]))]))
  const names = [...new Set(visits.flatMap((visit) => visit.groups.map((group) => group.name)))]
  const bytes = (visit: Visit, name: string) => byVisit.get(visit)?.get(name) ?? 0
  const largest = (name: string) => Math.max(...VISITS.map((visit) => bytes(visit, name)))
  names.sort((a, b) => largest(b) - largest(a))
  const small = names.filter((name) => largest(name) < SMALL_GROUP_BYTES)
  console.log(
    row(
      'package or folder',
      34,
      VISITS.map((visit) => VISIT_NAMES[visit]),
      10,
    ),
  )
  for (const name of names.filter((candidate) => !small.includes(candidate))) {
    console.log(
      row(
        name,
        34,
        VISITS.map((visit) => kb(bytes(visit, name))),
        10,
      ),
    )
  }
  const smallSum = (visit: Visit) => small.reduce((sum, name) => sum + bytes(visit, name), 0)
  if (small.length > 0)
    console.log(
      row(
        `${small.length} others under 0.1`,
        34,
        VISITS.map((visit) => kb(smallSum(visit))),
        10,
      ),
    )
  console.log(
    row(
      'total',
      34,
      VISITS.map((visit) => kb(visits.find((report) => report.visit === visit)?.js ?? 0)),
      10,
    ),
  )
}

function printEager(eager: EagerReport, home: PageReport | undefined): void {
  console.log('\nLoading on demand against --eager (the same sources, every flow and supabase-js in the first load), JS KB gzip\n')
  console.log(row('page', PATH_WIDTH, ['on demand', 'eager', 'eager/on demand'], 16))
  for (const page of eager.pages)
    console.log(row(page.path, PATH_WIDTH, [kb(page.onDemandJs), kb(page.eagerJs), `${page.ratio.toFixed(2)}×`], 16))
  if (eager.home && home?.lighthouse) {
    const { lcpMs, tbtMs } = home.lighthouse
    console.log(
      `\n/ eager: LCP ${eager.home.lcpMs} ms (${(eager.home.lcpMs / lcpMs).toFixed(2)}× on demand's ${lcpMs}), ` +
        `TBT ${eager.home.tbtMs} ms (on demand ${tbtMs}), performance ${eager.home.scores.performance}`,
    )
  }
}

function printInteractions(interactions: readonly InteractionTiming[], runs: number): void {
  console.log(`\nInteractions in Chromium at a ${CPU_SLOWDOWN}x slowed CPU, ms, median of ${runs} run(s), each run in brackets:`)
  console.log(`  paint: Event Timing, input to the next paint, the longest event of each interaction (16 stands for under 16,`)
  console.log(`  the API's floor; budget ${INTERACTION_BUDGET_MS} ms, reported); answer: input to the frame that shows the answer (the`)
  console.log(`  panel open, the letter in the field), which may come later when the paint shows it busy; the bare page's figures`)
  console.log(`  show what the machine itself takes\n`)
  console.log(`${'paint'.padStart(6)}    ${'answer'.padStart(6)}  ${'width'.padEnd(6)}  interaction`)
  for (const { name, width, ms, answerMs, runs: each } of interactions) {
    const mark = ms <= INTERACTION_BUDGET_MS ? '✓' : '✗'
    const figures = each.map(({ nextPaint, answer }) => (answer === null ? `${nextPaint}` : `${nextPaint}/${answer}`)).join(', ')
    console.log(`${String(ms).padStart(6)}  ${mark} ${String(answerMs ?? '–').padStart(6)}  ${width.padEnd(6)}  ${name} [${figures}]`)
  }
}

/** The whole report, as the bench prints it. */
export function printReport(report: BenchReport): void {
  printPages(report)
  printVisits(report.visits)
  if (report.eager)
    printEager(
      report.eager,
      report.pages.find((page) => page.path === '/'),
    )
  if (report.interactions) printInteractions(report.interactions, report.runs)
  const timings = Object.entries(report.timings).map(([phase, seconds]) => `${phase} ${seconds} s`)
  console.log(`\nTimings: ${timings.join(', ')}`)
}
