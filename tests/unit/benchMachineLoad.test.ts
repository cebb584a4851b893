import { describe, expect, it } from 'vitest'
import { describeLoad, isBusy } from '../../scripts/bench/machineLoad'

describe('the bench’s account of the machine’s load', () => {
  it('calls the machine busy once the load average passed its cores while the pages were measured', () => {
    expect(isBusy({ cores: 2, loadAverages: [0.1, 2] })).toBe(false)
    expect(isBusy({ cores: 2, loadAverages: [0.1, 2.1, 0.4] })).toBe(true)
  })

  it('prints the range of load averages, and a warning when the times were taken on a busy machine', () => {
    expect(describeLoad({ cores: 2, loadAverages: [0.42, 1.08] })).toEqual([
      "Machine: 2 cores, 1-minute load average 0.4–1.1 as the pages' runs began",
    ])
    const busy = describeLoad({ cores: 2, loadAverages: [3.5, 1] })
    expect(busy[0]).toBe("Machine: 2 cores, 1-minute load average 1.0–3.5 as the pages' runs began")
    expect(busy[1]).toMatch(/busy: .*measure again on a quiet machine/)
  })

  it('prints nothing when Lighthouse did not run', () => {
    expect(describeLoad({ cores: 2, loadAverages: [] })).toEqual([])
  })
})
