import { describe, expect, it } from 'vitest'
import { passedTests } from '../../tools/testCounts'

describe('passedTests', () => {
  it("adds up the passed tests of each Vitest and Playwright summary in a step's output", () => {
    const vitest =
      '\x1b[2m Test Files \x1b[22m \x1b[1m\x1b[32m144 passed\x1b[39m\x1b[22m\n\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m2409 passed\x1b[39m\x1b[22m (2409)\n'
    const playwright = '  ✓  506 [chromium] › a.spec.ts:1:1 › a test (2.0s)\n\n  1 failed\n  506 passed (11.6m)\n'
    expect(passedTests(vitest + vitest)).toBe(4818)
    expect(passedTests(playwright)).toBe(506)
    expect(passedTests('      Tests  2 failed | 182 passed (184)\n')).toBe(182)
  })

  it('gives null for a step that runs no tests', () => {
    expect(passedTests('✓ typecheck: 55 s\n✓ lint: 55 s\n')).toBeNull()
  })
})
