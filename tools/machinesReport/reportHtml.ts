import { formatCoverageTable } from '../machinePaths/coverage'
import { escapeXml as escapeHtml } from './diagramText'
import type { BrowserReport } from './browserReport'
import type { MachineReport } from './machineReport'
import { REPORT_STYLES } from './reportStyles'
import type { Scenario } from './scenarios'

/** The whole report as one HTML file: inline SVG and CSS, no script and no request, so it opens offline. */
export function renderReportHtml(machines: readonly MachineReport[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Havbørs machines: diagrams and path coverage</title>
<link rel="icon" href="data:,">
<style>${REPORT_STYLES}</style>
</head>
<body>
<header>
<h1>Havbørs machines: diagrams and path coverage</h1>
<p>Each statechart is drawn from its machine's definition. The paths are those the path tests (<code>npm run test:paths</code>)
generate and replay; what they reach is marked on the chart, and their totals are the ones the path tests print. Beside it,
the browser column: what the machine's own trace shows a person reached through the real site
(<code>npm run test:paths:browser</code>), and why no person can cause the rest.</p>
${renderLegend()}
${renderTotals(machines)}
</header>
<main>
${machines.map(renderMachine).join('\n')}
</main>
</body>
</html>
`
}

function renderLegend(): string {
  const sample = (look: 'covered' | 'uncovered', text: string) =>
    `<li class="${look}"><svg width="44" height="12" aria-hidden="true"><line x1="2" y1="6" x2="42" y2="6"/></svg> ${text}</li>`
  return `<ul class="legend" aria-label="Legend">
${sample('covered', '✓ solid: covered by the path tests, or reached in the browser')}
${sample('uncovered', '✗ dashed: not covered')}
<li>● the initial state's marker; a double border is a final state; [name] a guard; after:name a delay</li>
</ul>`
}

const fraction = ({ covered, total }: { covered: number; total: number }) => `${covered} / ${total}`

function renderTotals(machines: readonly MachineReport[]): string {
  const browserCells = (browser: BrowserReport | undefined) =>
    browser
      ? `<td>${browser.scenarios.length}</td><td>${fraction(browser.summary.states)}</td><td>${fraction(browser.summary.transitions)}</td><td>${Object.keys(browser.plan.notCausable).length}</td>`
      : '<td colspan="4">not run</td>'
  const rows = machines.map(
    ({ name, summary, scenarios, browser }) =>
      `<tr><th scope="row"><a href="#machine-${name}">${name}</a></th><td>${scenarios.length}</td><td>${fraction(summary.states)}</td><td>${fraction(summary.transitions)}</td>${browserCells(browser)}</tr>`,
  )
  return `<table class="totals">
<caption>Totals: the path tests, and the browser paths</caption>
<thead><tr><th scope="col">machine</th><th scope="col">paths</th><th scope="col">states</th><th scope="col">transitions</th><th scope="col">browser paths</th><th scope="col">states in the browser</th><th scope="col">transitions in the browser</th><th scope="col">not causable</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
}

function renderMachine({ name, summary, svg, scenarios, browser }: MachineReport): string {
  return `<section class="machine" id="machine-${name}" data-machine="${name}">
<h2>${name}</h2>
<div class="columns">
<div class="column" data-column="machine">
<h3>The path tests</h3>
${renderCoverage(name, summary, svg)}
${renderScenarios(scenarios, 'the paths the path tests replay')}
</div>
<div class="column" data-column="browser">
<h3>In the browser</h3>
${browser ? renderBrowser(name, browser) : '<p>Not run: <code>npm run test:paths:browser</code> fills this column.</p>'}
</div>
</div>
</section>`
}

function renderCoverage(name: string, summary: MachineReport['summary'], svg: string): string {
  const missed = [...summary.missedStates.map((id) => `state ${id}`), ...summary.missedTransitions.map((key) => `transition ${key}`)]
  return `<pre class="coverage-table">${escapeHtml(formatCoverageTable(name, summary))}</pre>
${
  missed.length === 0
    ? '<p>Not covered: nothing.</p>'
    : `<p class="missed">✗ Not covered:</p><ul class="missed">${missed.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>`
}
<div class="diagram">${svg}</div>`
}

function renderBrowser(name: string, { summary, svg, plan, scenarios }: BrowserReport): string {
  const listed = (title: string, reasons: Record<string, string>) =>
    Object.keys(reasons).length === 0
      ? ''
      : `<p>${title}:</p><ul class="reasons">${Object.entries(reasons)
          .map(([item, reason]) => `<li><code>${escapeHtml(item)}</code>: ${escapeHtml(reason)}</li>`)
          .join('')}</ul>`
  return `${renderCoverage(name, summary, svg)}
${listed('Not causable by a person', plan.notCausable)}
${listed('Left by the page before it can be seen (no view checked)', plan.passing)}
${renderScenarios(scenarios, `of ${plan.paths.length} browser paths passed, each a person's steps through the site`)}`
}

function renderScenarios(scenarios: readonly Scenario[], what: string): string {
  return `<details class="scenarios">
<summary>${scenarios.length} scenarios, ${what}</summary>
<ol>
${scenarios.map(renderScenario).join('\n')}
</ol>
</details>`
}

function renderScenario({ input, steps, endState }: Scenario): string {
  const events =
    steps.length === 0
      ? '<li>(no event: the initial state)</li>'
      : steps
          .map(
            ({ event, payload }) =>
              `<li><code>${escapeHtml(event)}</code>${payload ? ` <code class="payload">${escapeHtml(payload)}</code>` : ''}</li>`,
          )
          .join('')
  const from = input === undefined ? '' : `<p>from the input <code>${escapeHtml(input)}</code></p>`
  return `<li class="scenario">${from}<ol class="steps">${events}</ol><p>ends in <code>${escapeHtml(endState)}</code></p></li>`
}
