import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readResults } from '../browserPaths/results'
import { pathSpecs } from '../machinePaths/specs'
import { formatCoverageTable } from '../machinePaths/coverage'
import { reportBrowser } from './browserReport'
import { DIAGRAMS_DIR, diagramFile } from './diagramFiles'
import { machineDiagramSvg } from './machineDiagram'
import { reportMachine } from './machineReport'
import { renderReportHtml } from './reportHtml'

/**
 * `npm run machines:report`: writes each machine's statechart to docs/machines/<machine>.svg (the
 * committed diagrams) and the coverage report, the same charts marked with what the path tests reach,
 * and beside them what the last browser path run reached (reports/browser-paths/), to
 * reports/machines/index.html; prints the totals.
 */
const REPORT_FILE = join('reports', 'machines', 'index.html')

mkdirSync(DIAGRAMS_DIR, { recursive: true })
for (const spec of pathSpecs) writeFileSync(diagramFile(spec.name), await machineDiagramSvg(spec.name, spec.machine))

const browserResults = readResults()
const machines = []
for (const spec of pathSpecs) {
  const browser = browserResults.get(spec.name)
  machines.push({ ...(await reportMachine(spec)), ...(browser && { browser: await reportBrowser(spec.name, spec.machine, browser) }) })
}
mkdirSync(join('reports', 'machines'), { recursive: true })
writeFileSync(REPORT_FILE, renderReportHtml(machines))

for (const { name, summary, scenarios } of machines) console.log(`${formatCoverageTable(name, summary)}\n${scenarios.length} paths\n`)
console.log(`Diagrams: ${DIAGRAMS_DIR}/<machine>.svg\nReport: ${REPORT_FILE}`)
