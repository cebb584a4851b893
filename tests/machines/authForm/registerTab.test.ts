import { describe, expect, it } from 'vitest'
import { SIGN_UP_SUCCESS } from '../../../messages/authForm'
import { flush } from '../support/testSystem'
import { invalidEmailToast, onSignUp, start } from './support'

describe('auth form: register tab', () => {
  it('switches between the tabs', () => {
    const form = start()
    form.actor.send({ type: 'tab.select', tab: 'signUp' })
    expect(form.state().value).toEqual({ signUp: 'idle' })
    form.actor.send({ type: 'tab.select', tab: 'signIn' })
    expect(form.state().value).toEqual({ signIn: 'idle' })
  })

  it('sends the lower-cased e-mail, then shows "Registrering vellykket" and clears the passwords', async () => {
    const form = onSignUp(' Kari@Example.NO ', 'Sjø-Båt9!')
    expect(form.state().value).toEqual({ signUp: 'submitting' })
    expect(form.calls.signUp).toEqual([{ email: 'kari@example.no', password: 'Sjø-Båt9!' }])
    form.pending.signUp.resolve()
    await flush()
    expect(form.toasts()).toEqual([SIGN_UP_SUCCESS])
    expect(SIGN_UP_SUCCESS).toEqual({ title: 'Registrering vellykket', message: 'Sjekk e-posten din for bekreftelse.', type: 'success' })
    expect(form.state().context).toEqual({
      email: ' Kari@Example.NO ',
      password: '',
      confirmPassword: '',
      resendTo: 'kari@example.no',
      problem: null,
    })
  })

  it.each([
    ['Ab1!', 'Passord må være minst 8 tegn'],
    ['abcdefg1!', 'Passord må inneholde minst én stor bokstav'],
    ['ABCDEFG1!', 'Passord må inneholde minst én liten bokstav'],
    ['Abcdefgh!', 'Passord må inneholde minst ett tall'],
    ['Abcdefgh1', 'Passord må inneholde minst ett spesialtegn'],
    ['Password1!', 'Passordet er for svakt'],
    ['a1!', 'Passord må være minst 8 tegn'],
  ])('refuses the password %j with only the first failing message', (password, message) => {
    const form = onSignUp('kari@example.no', password)
    expect(form.calls.signUp).toEqual([])
    expect(form.toasts()).toEqual([{ title: 'Ugyldig passord', message, type: 'error' }])
  })

  it('refuses an invalid e-mail before looking at the password', () => {
    const form = onSignUp('kari', 'x')
    expect(form.toasts()).toEqual([invalidEmailToast])
  })

  it('refuses a confirmation that differs with "Passord matcher ikke"', () => {
    const form = onSignUp('kari@example.no', 'Sjø-Båt9!', 'Sjø-Båt8!')
    expect(form.calls.signUp).toEqual([])
    expect(form.toasts()).toEqual([{ title: 'Passord matcher ikke', message: 'Passordene må være identiske.', type: 'error' }])
  })

  it.each([
    [{ message: 'User already registered' }, 'Bruker er allerede registrert.'],
    [{ message: 'Password should be at least 6 characters' }, 'Passord må være minst 6 tegn langt.'],
    [
      { message: 'Password cannot be longer than 72 characters', code: 'validation_failed' },
      'Passordet kan være høyst 72 tegn langt, der æ, ø og å teller som to.',
    ],
    [{ message: 'Password is known to be weak', code: 'weak_password' }, 'Passordet oppfyller ikke kravene.'],
    [{ message: 'Signups not allowed' }, 'En feil oppstod under registrering.'],
    ['boom', 'En feil oppstod under registrering.'],
  ])('maps the failure %j to "%s" and keeps what was typed', async (error, message) => {
    const form = onSignUp('kari@example.no', 'Sjø-Båt9!')
    form.pending.signUp.reject(error)
    await flush()
    expect(form.state().value).toEqual({ signUp: 'idle' })
    expect(form.toasts()).toEqual([{ title: 'Registrering mislyktes', message, type: 'error' }])
    expect(form.state().context.password).toBe('Sjø-Båt9!')
  })
})
