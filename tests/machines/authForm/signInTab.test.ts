import { describe, expect, it } from 'vitest'
import { SIGN_IN_SUCCESS } from '../../../messages/authForm'
import { flush } from '../support/testSystem'
import { invalidEmailToast, start } from './support'

describe('auth form: sign-in tab', () => {
  it('starts on the sign-in tab', () => {
    expect(start().state().value).toEqual({ signIn: 'idle' })
  })

  it('sends the trimmed, tag-free credentials and shows "Innlogget" on success', async () => {
    const form = start()
    form.type('email', '  <b>ola@example.no</b> ')
    form.type('password', ' hemmelig ')
    form.submit()
    expect(form.state().value).toEqual({ signIn: 'submitting' })
    expect(form.calls.signIn).toEqual([{ email: 'ola@example.no', password: 'hemmelig' }])
    form.pending.signIn.resolve({ codeDue: false })
    await flush()
    expect(form.state().value).toEqual({ signIn: 'idle' })
    expect(form.toasts()).toEqual([SIGN_IN_SUCCESS])
    expect(SIGN_IN_SUCCESS).toEqual({ title: 'Innlogget', message: 'Du er nå logget inn.', type: 'success' })
  })

  it('says nothing yet when the account’s two-step code is still to come', async () => {
    const form = start()
    form.type('email', 'ola@example.no')
    form.type('password', 'hemmelig')
    form.submit()
    form.pending.signIn.resolve({ codeDue: true })
    await flush()
    expect(form.state().value).toEqual({ signIn: 'idle' })
    expect(form.toasts()).toEqual([])
  })

  it.each(['', 'ola', 'ola@example', 'ola @example.no'])('refuses the e-mail %j with "Ugyldig e-post" and sends nothing', (email) => {
    const form = start()
    form.type('email', email)
    form.type('password', 'hemmelig')
    form.submit()
    expect(form.state().value).toEqual({ signIn: 'idle' })
    expect(form.calls.signIn).toEqual([])
    expect(form.toasts()).toEqual([invalidEmailToast])
  })

  it('refuses a password shorter than 6 after trimming with "Ugyldig passord"', () => {
    const form = start()
    form.type('email', 'ola@example.no')
    form.type('password', ' 12345 ')
    form.submit()
    expect(form.calls.signIn).toEqual([])
    expect(form.toasts()).toEqual([{ title: 'Ugyldig passord', message: 'Passord må være minst 6 tegn langt.', type: 'error' }])
  })

  it.each([
    [{ message: 'Invalid login credentials' }, 'Ugyldig e-post eller passord.'],
    [{ message: 'Email not confirmed' }, 'E-post ikke bekreftet. Sjekk e-posten din.'],
    [{ message: 'Database error' }, 'En feil oppstod under innlogging.'],
    [new TypeError('Failed to fetch'), 'En feil oppstod under innlogging.'],
  ])('maps the failure %j to "%s" and keeps what was typed', async (error, message) => {
    const form = start()
    form.type('email', 'ola@example.no')
    form.type('password', 'hemmelig')
    form.submit()
    form.pending.signIn.reject(error)
    await flush()
    expect(form.state().value).toEqual({ signIn: 'idle' })
    expect(form.toasts()).toEqual([{ title: 'Innlogging mislyktes', message, type: 'error' }])
    expect(form.state().context).toMatchObject({ email: 'ola@example.no', password: 'hemmelig' })
  })

  it('does not switch tabs while signing in', () => {
    const form = start()
    form.type('email', 'ola@example.no')
    form.type('password', 'hemmelig')
    form.submit()
    form.actor.send({ type: 'tab.select', tab: 'signUp' })
    expect(form.state().value).toEqual({ signIn: 'submitting' })
  })
})
