import { describe, expect, it } from 'vitest'
import { inspectorChoice } from '../../src/devtools/inspectorChoice'

describe('which inspector a developer asked for', () => {
  it("opens Stately's online inspector for ?inspect or VITE_INSPECT=1, as before", () => {
    expect(inspectorChoice('?inspect', undefined)).toBe('stately')
    expect(inspectorChoice('?a=1&inspect=', undefined)).toBe('stately')
    expect(inspectorChoice('', '1')).toBe('stately')
  })

  it('opens our own page for ?inspect=local or VITE_INSPECT=local', () => {
    expect(inspectorChoice('?inspect=local', undefined)).toBe('local')
    expect(inspectorChoice('', 'local')).toBe('local')
  })

  it('lets the address overrule the setting', () => {
    expect(inspectorChoice('?inspect', 'local')).toBe('stately')
    expect(inspectorChoice('?inspect=local', '1')).toBe('local')
  })

  it('opens none unless asked', () => {
    expect(inspectorChoice('', undefined)).toBeUndefined()
    expect(inspectorChoice('?side=2', '0')).toBeUndefined()
  })
})
