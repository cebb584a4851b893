import { describe, expect, it } from 'vitest'
import { inspect } from '../../src/devtools/inspector'
import { REDACTED, redactEvent, redactSecrets } from '../../src/devtools/redact'

describe('what the inspector may see', () => {
  it('redacts passwords and tokens at any depth and keeps the rest', () => {
    const context = {
      email: 'ola@example.no',
      password: 'Hemmelig1!',
      confirmPassword: 'Hemmelig1!',
      session: { access_token: 'jwt', refresh_token: 'r', expires_in: 3600, user: { id: 'u1' } },
      values: [{ token: 'abc', name: 'Ola' }],
    }
    expect(redactSecrets(context)).toEqual({
      email: 'ola@example.no',
      password: REDACTED,
      confirmPassword: REDACTED,
      session: { access_token: REDACTED, refresh_token: REDACTED, expires_in: 3600, user: { id: 'u1' } },
      values: [{ token: REDACTED, name: 'Ola' }],
    })
    expect(context.password).toBe('Hemmelig1!')
  })

  it('redacts a two-step enrolment, whose QR code and address carry its secret too', () => {
    const output = { factorId: 'f1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DP', otpauthUri: 'otpauth://totp/x' }
    expect(redactEvent({ type: 'xstate.done.actor.enrolFactor', output })).toEqual({
      type: 'xstate.done.actor.enrolFactor',
      output: { factorId: 'f1', qrCode: REDACTED, secret: REDACTED, otpauthUri: REDACTED },
    })
  })

  it('hides what is typed into a password field but not into others', () => {
    expect(redactEvent({ type: 'field.change', field: 'confirmPassword', value: 'Hemmelig1!' })).toEqual({
      type: 'field.change',
      field: 'confirmPassword',
      value: REDACTED,
    })
    expect(redactEvent({ type: 'field.change', field: 'email', value: 'ola@example.no' })).toEqual({
      type: 'field.change',
      field: 'email',
      value: 'ola@example.no',
    })
  })

  it('redacts the session an auth event carries', () => {
    const event = { type: 'auth.change', event: 'SIGNED_IN', session: { access_token: 'jwt', token_type: 'bearer' } }
    expect(redactEvent(event)).toEqual({ ...event, session: { access_token: REDACTED, token_type: REDACTED } })
  })

  it('inspects nothing unless asked for', () => {
    expect(inspect).toBeUndefined()
  })
})
