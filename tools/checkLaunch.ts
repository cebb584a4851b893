import { launchReport } from '../build/launch/launchReport'

/** `npm run check:launch`: lists what is still a placeholder, and fails while anything is. */
const report = await launchReport()
if (report.length === 0) {
  console.log('Ready for launch: no placeholder facts and no links to placeholder hosts.')
} else {
  console.error(`${report.length} things to settle before launch:\n${report.map((line) => `  ${line}`).join('\n')}`)
  process.exitCode = 1
}
