import { describe, expect, it } from 'vitest'
import { SUBMITTING_LABELS } from '../../../src/content/authForm'

describe('auth form texts', () => {
  it('labels the busy submit button of each tab', () => {
    expect(SUBMITTING_LABELS).toEqual({ signIn: 'Logger inn...', signUp: 'Registrerer...' })
  })
})
