import { describe, expect, it } from 'vitest'
import { keptUnlessFailed } from '../../src/runtime/keptUnlessFailed'

describe('a load kept unless it failed', () => {
  it('loads once while it succeeds, and again after a failure', async () => {
    const outcomes = [new Error('offline'), 'loaded']
    let calls = 0
    const load = keptUnlessFailed(async () => {
      const outcome = outcomes[calls++]
      if (outcome instanceof Error) throw outcome
      return outcome
    })
    await expect(load()).rejects.toThrow('offline')
    await expect(load()).resolves.toBe('loaded')
    await expect(load()).resolves.toBe('loaded')
    expect(calls).toBe(2)
  })
})
