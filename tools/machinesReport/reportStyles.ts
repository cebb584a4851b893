const COVERED = '#1a7f37'
const UNCOVERED = '#b42318'

export const REPORT_STYLES = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f2933; background: #f7f9fb; }
header, main { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
h1 { font-size: 1.6rem; margin: 24px 0 8px; }
h2 { font-size: 1.3rem; margin: 0 0 8px; }
code, pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.85rem; }
.legend { display: flex; flex-wrap: wrap; gap: 8px 24px; padding: 0; list-style: none; }
.legend svg line { stroke-width: 2; }
.legend .covered { color: ${COVERED}; }
.legend .covered line { stroke: ${COVERED}; }
.legend .uncovered { color: ${UNCOVERED}; }
.legend .uncovered line { stroke: ${UNCOVERED}; stroke-dasharray: 6 4; }
.totals { border-collapse: collapse; margin: 16px 0 24px; background: #fff; }
.totals caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
.totals th, .totals td { border: 1px solid #d5dde5; padding: 4px 12px; text-align: left; }
.machine { background: #fff; border: 1px solid #d5dde5; border-radius: 8px; padding: 20px; margin: 0 0 24px; }
.columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); gap: 24px; }
.column { min-width: 0; }
h3 { font-size: 1.05rem; margin: 8px 0; }
.reasons { font-size: 0.9rem; }
.coverage-table { background: #f1f4f7; padding: 8px 12px; overflow-x: auto; }
.missed { color: ${UNCOVERED}; }
.diagram { overflow-x: auto; border: 1px solid #e3e8ee; margin: 12px 0; }
.diagram svg { display: block; }
.scenarios summary { cursor: pointer; font-weight: 600; }
.scenario { margin: 6px 0; }
.scenario p { margin: 0; color: #52606d; }
.steps { display: flex; flex-wrap: wrap; gap: 2px 8px; margin: 0; padding: 0; list-style: none; }
.steps li + li::before { content: '→ '; color: #7b8794; }
.payload { color: #52606d; word-break: break-all; }
`
