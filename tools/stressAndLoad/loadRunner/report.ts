import type { LoadReport } from './runLoad'

const HEADINGS = ['endpoint', 'requests', '2xx', '3xx', '4xx', '5xx', 'timed out', 'failed', 'p50 ms', 'p95 ms', 'p99 ms']

/** The run as text: a table per endpoint (requests, answers by status class, latency), then each check. */
export function formatReport({ endpoints, checks, seconds }: LoadReport): string {
  const rows = [
    HEADINGS,
    ...endpoints.map((stats) => [
      stats.endpoint,
      String(stats.requests),
      ...(['2xx', '3xx', '4xx', '5xx'] as const).map((statusClass) => String(stats.byClass[statusClass])),
      String(stats.timedOut),
      String(stats.failed),
      ...[stats.p50, stats.p95, stats.p99].map((ms) => ms.toFixed(0)),
    ]),
  ]
  const widths = HEADINGS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => `${column === 0 ? ':' : '-'}${'-'.repeat(width)}${column === 0 ? '-' : ':'}`).join('|')}|`
  const checkLines = checks.map((check) => `${check.passed ? '✓' : '✗'} ${check.name}: ${check.detail}`)
  return [line(rows[0]!), rule, ...rows.slice(1).map(line), '', ...checkLines, '', `${seconds.toFixed(1)} s`].join('\n')
}
