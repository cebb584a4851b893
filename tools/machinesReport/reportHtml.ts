import { formatCoverageTable } from '../machinePaths/coverage'
import { escapeXml as escapeHtml } from './diagramText'
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
generate and replay; what they reach is marked on the chart, and their totals are the ones the path tests print.</p>
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
${sample('covered', '✓ solid: covered by the path tests')}
${sample('uncovered', '✗ dashed: not covered')}
<li>● the initial state's marker; a double border is a final state; [name] a guard; after:name a delay</li>
</ul>`
}

function renderTotals(machines: readonly MachineReport[]): string {
  const fraction = ({ covered, total }: { covered: number; total: number }) => `${covered} / ${total}`
  const rows = machines.map(
    ({ name, summary, scenarios }) =>
      `<tr><th scope="row"><a href="#machine-${name}">${name}</a></th><td>${scenarios.length}</td><td>${fraction(summary.states)}</td><td>${fraction(summary.transitions)}</td></tr>`,
  )
  return `<table class="totals">
<caption>Totals</caption>
<thead><tr><th scope="col">machine</th><th scope="col">paths</th><th scope="col">states</th><th scope="col">transitions</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
}

function renderMachine({ name, summary, svg, scenarios }: MachineReport): string {
  const missed = [...summary.missedStates.map((id) => `state ${id}`), ...summary.missedTransitions.map((key) => `transition ${key}`)]
  return `<section class="machine" id="machine-${name}" data-machine="${name}">
<h2>${name}</h2>
<pre class="coverage-table">${escapeHtml(formatCoverageTable(name, summary))}</pre>
${
  missed.length === 0
    ? '<p>Not covered: nothing.</p>'
    : `<p class="missed">✗ Not covered:</p><ul class="missed">${missed.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>`
}
<div class="diagram">${svg}</div>
<details class="scenarios">
<summary>${scenarios.length} scenarios, the paths the path tests replay</summary>
<ol>
${scenarios.map(renderScenario).join('\n')}
</ol>
</details>
</section>`
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
