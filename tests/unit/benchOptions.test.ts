import { describe, expect, it } from 'vitest'
import { benchOptions } from '../../tools/bench/options'

describe("the bench's options", () => {
  it('measure every page, with Lighthouse and the interactions, by default', () => {
    const options = benchOptions([], {})
    expect(options.pages).toBeUndefined()
    expect([options.lighthouse, options.interactions]).toEqual([true, true])
  })

  it('take the pages to run Lighthouse on from --pages', () => {
    expect(benchOptions(['--pages', '/,/konto'], {}).pages).toEqual(['/', '/konto'])
    expect(() => benchOptions(['--pages'], {})).toThrow(/--pages wants paths/)
  })

  it('leave the interactions out with --no-interactions, and with --no-lighthouse, which keeps only the bytes', () => {
    expect(benchOptions(['--no-interactions'], {})).toMatchObject({ lighthouse: true, interactions: false })
    expect(benchOptions(['--no-lighthouse'], {})).toMatchObject({ lighthouse: false, interactions: false })
  })
})
