import { describe, expect, it } from 'vitest'
import { byteVerdicts, failsDeterministicBudget, FIRST_LOAD_BUDGET, lcpRatio, lighthouseVerdicts } from '../../tools/bench/budgets'
import { medianFigures, type LighthouseFigures } from '../../tools/bench/lighthouse'

const failed = (verdicts: { budget: string; pass: boolean }[]) => verdicts.filter((v) => v.pass === false).map((v) => v.budget)

describe('the bench’s budgets', () => {
  it('hold every page to a JS budget, the sign-in page to 100 KB and the others to 90 KB, and fail the bench on bytes', () => {
    const home = byteVerdicts({ path: '/', js: FIRST_LOAD_BUDGET.js + 1, css: FIRST_LOAD_BUDGET.css, html: 1000 })
    expect(failed(home)).toEqual(['JS'])
    expect(failsDeterministicBudget(home)).toBe(true)
    expect(failed(byteVerdicts({ path: '/auth', js: FIRST_LOAD_BUDGET.js + 1, css: 1000, html: 1000 }))).toEqual([])
    const auth = byteVerdicts({ path: '/auth', js: 100 * 1024 + 1, css: 1000, html: 1000 })
    expect(failed(auth)).toEqual(['JS'])
    expect(failsDeterministicBudget(auth)).toBe(true)
  })

  it('compare LCP with the no-script floor (at most 1.15 times), and want scores of 100, TBT under 50 ms and CLS 0', () => {
    expect(lcpRatio(1700, 900)).toBe(1.89)
    const fast = { scores: [100, 100, 100, 100], lcpMs: 1035, tbtMs: 49, cls: 0 }
    expect(failed(lighthouseVerdicts(fast, 900))).toEqual([])
    const slow = { scores: [99, 100, 100, 100], lcpMs: 1040, tbtMs: 50, cls: 0.001 }
    expect(failed(lighthouseVerdicts(slow, 900))).toEqual(['scores', 'LCP/floor', 'TBT', 'CLS'])
    // A missed Lighthouse budget is reported, but does not fail the bench: the figures vary from run to run.
    expect(failsDeterministicBudget(lighthouseVerdicts(slow, 900))).toBe(false)
  })

  it('report each Lighthouse figure’s own median over the runs, and the LCP element most runs named', () => {
    const run = (performance: number, lcpMs: number, tbtMs: number, lcpElement = 'h1'): LighthouseFigures => ({
      scores: { performance },
      fcpMs: 800,
      lcpMs,
      tbtMs,
      cls: 0,
      requests: 12,
      lcpElement,
    })
    const median = medianFigures([run(99, 1700, 10, 'p'), run(100, 1500, 90), run(97, 1600, 30)])
    expect(median).toEqual({ scores: { performance: 99 }, fcpMs: 800, lcpMs: 1600, tbtMs: 30, cls: 0, requests: 12, lcpElement: 'h1' })
    expect(medianFigures([run(98, 1000, 0), run(100, 1200, 20)]).lcpMs).toBe(1100)
  })
})
