import { describe, expect, it } from 'vitest'
import { flush } from '../support/testSystem'
import { onSignUp, start } from './support'

describe('auth form: the problem told by its field', () => {
  it('keeps a refused e-mail by the e-mail field until that field changes', () => {
    const form = start()
    form.type('email', 'ola@example')
    form.type('password', 'hemmelig')
    form.submit()
    expect(form.state().context.problem).toEqual({
      title: 'Ugyldig e-post',
      message: 'Vennligst oppgi en gyldig e-postadresse.',
      field: 'email',
    })
    form.type('password', 'hemmelig2')
    expect(form.state().context.problem?.field).toBe('email')
    form.type('email', 'ola@example.no')
    expect(form.state().context.problem).toBeNull()
  })

  it('tells wrong credentials by no field, and drops them on any change or on another tab', async () => {
    const form = start()
    form.type('email', 'ola@example.no')
    form.type('password', 'hemmelig')
    form.submit()
    form.pending.signIn.reject({ message: 'Invalid login credentials', code: 'invalid_credentials' })
    await flush()
    expect(form.state().context.problem).toEqual({ title: 'Innlogging mislyktes', message: 'Ugyldig e-post eller passord.' })
    form.type('password', 'hemmelig2')
    expect(form.state().context.problem).toBeNull()
    form.submit()
    expect(form.state().context.problem).toBeNull()
  })

  it('tells an address already registered by the e-mail field, and forgets it on the other tab', async () => {
    const form = onSignUp('ola@example.no', 'Sjø-Båt9!')
    form.pending.signUp.reject({ message: 'User already registered', code: 'user_already_exists' })
    await flush()
    expect(form.state().context.problem).toMatchObject({ message: 'Bruker er allerede registrert.', field: 'email' })
    form.actor.send({ type: 'tab.select', tab: 'signIn' })
    expect(form.state().context.problem).toBeNull()
  })

  it('tells a confirmation that differs by the confirmation field', () => {
    const form = onSignUp('ola@example.no', 'Sjø-Båt9!', 'Sjø-Båt9?')
    expect(form.state().context.problem).toMatchObject({ title: 'Passord matcher ikke', field: 'confirmPassword' })
  })
})
