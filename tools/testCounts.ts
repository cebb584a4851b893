// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g
/** Vitest's summary line ("Tests  2409 passed (2409)") and Playwright's ("  507 passed (11.6m)"). */
const PASSED_LINES = [/^\s*Tests\s+(?:\d+ failed \| )?(\d+) passed/, /^\s+(\d+) passed \(\d/]

/** How many tests passed, by the summaries of the Vitest and Playwright runs in `output`; null when it has none. */
export function passedTests(output: string): number | null {
  let passed: number | null = null
  for (const line of output.replace(ANSI, '').split('\n'))
    for (const pattern of PASSED_LINES) {
      const match = pattern.exec(line)
      if (match) passed = (passed ?? 0) + Number(match[1])
    }
  return passed
}
