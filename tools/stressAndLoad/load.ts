import { startLoadStack } from './loadRunner/loadStack'
import { formatReport } from './loadRunner/report'
import { runLoad } from './loadRunner/runLoad'
import { recordTally } from './tally'

/**
 * `npm run test:load`: the full load run against an in-memory stack of its own on LOAD_STACK_PORT
 * (26361, below the range of outgoing connections' ports; the inbox 3 above, its SMTP 4 above). Prints the figures per endpoint and the checks, and
 * fails when a check does.
 */
const port = Number(process.env.LOAD_STACK_PORT ?? 26361)

const stack = await startLoadStack(port)
let failed = true
try {
  const report = await runLoad({ url: stack.url, inboxUrl: stack.inboxUrl })
  console.log(formatReport(report))
  recordTally(report.tally)
  failed = report.checks.some((check) => !check.passed)
} finally {
  await stack.stop()
}
process.exit(failed ? 1 : 0)
