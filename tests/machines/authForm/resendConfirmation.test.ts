import type { SignInOutcome } from '../../../machines/authForm.machine'
import { describe, expect, it } from 'vitest'
import { deferred, flush } from '../support/testSystem'
import { onSignUp, start } from './support'

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
    form.pending.signIn = deferred<SignInOutcome>()
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
