import { fromPromise } from 'xstate'
import { authFormMachine, type AuthField, type SignInOutcome } from '../../../machines/authForm.machine'
import type { Credentials } from '../../../machines/validation/credentials'
import { deferred, startInSystem } from '../support/testSystem'

/** The auth form in a test system, its sign-in and sign-up calls recorded and held until the test settles them. */
export function start() {
  const calls: { signIn: Credentials[]; signUp: Credentials[] } = { signIn: [], signUp: [] }
  const pending = { signIn: deferred<SignInOutcome>(), signUp: deferred<void>() }
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
export function onSignUp(email: string, password: string, confirmPassword = password) {
  const form = start()
  form.actor.send({ type: 'tab.select', tab: 'signUp' })
  form.type('email', email)
  form.type('password', password)
  form.type('confirmPassword', confirmPassword)
  form.submit()
  return form
}

export const invalidEmailToast = { title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.', type: 'error' }
