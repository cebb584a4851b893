import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import { authFormMachine, type AuthField } from '../../machines/authForm.machine'
import { SUBMITTING_LABELS } from '../../src/content/authForm'
import { SIGN_IN_SUCCESS, SIGN_UP_SUCCESS } from '../../messages/authForm'
import type { Credentials } from '../../machines/validation/credentials'
import { deferred, flush, startInSystem } from './support/testSystem'

function start() {
  const calls: { signIn: Credentials[]; signUp: Credentials[] } = { signIn: [], signUp: [] }
  const pending = { signIn: deferred<void>(), signUp: deferred<void>() }
  const logic = authFormMachine.provide({
    actors: {
      signIn: fromPromise(({ input }: { input: Credentials }) => (calls.signIn.push(input), pending.signIn.promise)),
      signUp: fromPromise(({ input }: { input: Credentials }) => (calls.signUp.push(input), pending.signUp.promise)),
    },
  })
  const system = startInSystem(logic)
  const type = (field: AuthField, value: string) => system.actor.send({ type: 'field.change', field, value })
  const submit = () => system.actor.send({ type: 'form.submit' })
  const state = () => system.actor.getSnapshot()
  return { ...system, calls, pending, type, submit, state }
}

/** A sign-up of `email` and `password` sent from the 'Registrer' tab. */
function onSignUp(email: string, password: string, confirmPassword = password) {
  const form = start()
  form.actor.send({ type: 'tab.select', tab: 'signUp' })
  form.type('email', email)
  form.type('password', password)
  form.type('confirmPassword', confirmPassword)
  form.submit()
  return form
}

const invalidEmailToast = { title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.', type: 'error' }

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
    form.pending.signIn.resolve()
    await flush()
    expect(form.state().value).toEqual({ signIn: 'idle' })
    expect(form.toasts()).toEqual([SIGN_IN_SUCCESS])
    expect(SIGN_IN_SUCCESS).toEqual({ title: 'Innlogget', message: 'Du er nå logget inn.', type: 'success' })
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

describe("auth form: 'Send bekreftelsen på nytt'", () => {
  async function signedUp(email = ' Kari@Example.NO ') {
    const form = onSignUp(email, 'Sjø-Båt9!')
    form.pending.signUp.resolve()
    await flush()
    return form
  }

  async function refusedSignIn(error: unknown) {
    const form = start()
    form.type('email', ' Ola@Example.no')
    form.type('password', 'hemmelig')
    form.submit()
    form.pending.signIn.reject(error)
    await flush()
    return form
  }

  it('is not offered before anything was sent', () => {
    expect(start().state().context.resendTo).toBeNull()
  })

  it('is offered after a sign-up for the address signed up, lower-cased', async () => {
    const form = await signedUp()
    expect(form.state().context.resendTo).toBe('kari@example.no')
  })

  it('is not offered after a sign-up the backend refused', async () => {
    const form = onSignUp('kari@example.no', 'Sjø-Båt9!')
    form.pending.signUp.reject({ message: 'User already registered' })
    await flush()
    expect(form.state().context.resendTo).toBeNull()
  })

  it.each([{ message: 'Email not confirmed', code: 'email_not_confirmed' }, { message: 'Email not confirmed' }])(
    'is offered after a sign-in refused as unconfirmed (%j), with its toast',
    async (error) => {
      const form = await refusedSignIn(error)
      expect(form.state().context.resendTo).toBe('ola@example.no')
      expect(form.toasts()).toEqual([
        { title: 'Innlogging mislyktes', message: 'E-post ikke bekreftet. Sjekk e-posten din.', type: 'error' },
      ])
    },
  )

  it('is withdrawn by a sign-in refused for another reason', async () => {
    const form = await refusedSignIn({ message: 'Email not confirmed', code: 'email_not_confirmed' })
    form.pending.signIn = deferred<void>()
    form.submit()
    form.pending.signIn.reject({ message: 'Invalid login credentials', code: 'invalid_credentials' })
    await flush()
    expect(form.state().context.resendTo).toBeNull()
  })

  it('is withdrawn when the tab changes, either way', async () => {
    const form = await signedUp()
    form.actor.send({ type: 'tab.select', tab: 'signIn' })
    expect(form.state().context.resendTo).toBeNull()

    const refused = await refusedSignIn({ message: 'Email not confirmed', code: 'email_not_confirmed' })
    refused.actor.send({ type: 'tab.select', tab: 'signUp' })
    expect(refused.state().context.resendTo).toBeNull()
  })

  it("is withdrawn when 'Glemt passord?' opens", async () => {
    const form = await refusedSignIn({ message: 'Email not confirmed', code: 'email_not_confirmed' })
    form.actor.send({ type: 'recovery.open' })
    expect(form.state().context.resendTo).toBeNull()
  })
})

describe('auth form texts', () => {
  it('labels the busy submit button of each tab', () => {
    expect(SUBMITTING_LABELS).toEqual({ signIn: 'Logger inn...', signUp: 'Registrerer...' })
  })
})
