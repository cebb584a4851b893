import { describe, expect, it } from 'vitest'
import { start } from './support'

describe("auth form: 'Glemt passord?'", () => {
  it('opens the recovery request from the sign-in tab, keeping what was typed, and closes back to sign-in', () => {
    const form = start()
    form.type('email', 'ola@example.no')
    form.actor.send({ type: 'recovery.open' })
    expect(form.state().value).toBe('recovery')
    expect(form.state().context.email).toBe('ola@example.no')
    form.type('email', 'kari@example.no')
    form.actor.send({ type: 'recovery.close' })
    expect(form.state().value).toEqual({ signIn: 'idle' })
    expect(form.state().context.email).toBe('kari@example.no')
  })

  it('is not offered on the sign-up tab nor while signing in', () => {
    const form = start()
    form.actor.send({ type: 'tab.select', tab: 'signUp' })
    form.actor.send({ type: 'recovery.open' })
    expect(form.state().value).toEqual({ signUp: 'idle' })
    form.actor.send({ type: 'tab.select', tab: 'signIn' })
    form.type('email', 'ola@example.no')
    form.type('password', 'hemmelig')
    form.submit()
    form.actor.send({ type: 'recovery.open' })
    expect(form.state().value).toEqual({ signIn: 'submitting' })
  })

  it('neither signs in nor switches tabs while the recovery request is open', () => {
    const form = start()
    form.actor.send({ type: 'recovery.open' })
    form.submit()
    form.actor.send({ type: 'tab.select', tab: 'signUp' })
    expect(form.state().value).toBe('recovery')
    expect(form.calls.signIn).toEqual([])
  })
})
