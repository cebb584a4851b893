import { describe, expect, it } from 'vitest'
import { OfflineError } from '../../machines/offline'
import { type PasswordChangeField, passwordChangeMachine, type PasswordChangeRequest } from '../../machines/passwordChange.machine'
import { PASSWORD_CHANGED } from '../../messages/account'
import { CODE_PROBLEMS } from '../../messages/twoStep'
import { pendingActor, startInSystem } from './support/testSystem'

const CURRENT = 'Gammel9!x'
const STRONG = 'Sjøbåt9!x'

/** 'Endre passord' for ola@example.no; each change waits for the test to settle it. */
function start(twoStep = false) {
  const changePassword = pendingActor<PasswordChangeRequest>()
  const logic = passwordChangeMachine.provide({ actors: { changePassword: changePassword.logic } })
  const system = startInSystem(logic, { input: { email: 'ola@example.no', twoStep } })
  const state = () => system.actor.getSnapshot()
  const type = (field: PasswordChangeField, value: string) => system.actor.send({ type: 'field.change', field, value })
  const change = (currentPassword: string, password = STRONG, confirmPassword = password) => {
    type('currentPassword', currentPassword)
    type('password', password)
    type('confirmPassword', confirmPassword)
    system.actor.send({ type: 'form.submit' })
  }
  const submit = () => system.actor.send({ type: 'form.submit' })
  return { ...system, requests: changePassword.calls, state, type, change, submit, answer: changePassword.settle }
}

describe("'Endre passord'", () => {
  it('asks for the current password first', () => {
    const form = start()
    form.change('   ')
    expect(form.state().context.problem).toBe('Skriv inn det nåværende passordet.')
    expect(form.requests).toEqual([])
  })

  it.each([
    ['sjøbåt9!x', STRONG, 'Passord må inneholde minst én stor bokstav'],
    [STRONG, 'Sjøbåt9!y', 'Passordene må være identiske.'],
  ])('refuses the new password %j (confirmed as %j) with "%s"', (password, confirmPassword, problem) => {
    const form = start()
    form.change(CURRENT, password, confirmPassword)
    expect(form.state().value).toBe('editing')
    expect(form.state().context.problem).toBe(problem)
    expect(form.requests).toEqual([])
  })

  it('refuses a new password equal to the current one before asking the backend', () => {
    const form = start()
    form.change(` ${STRONG}`)
    expect(form.state().context.problem).toBe('Det nye passordet må være et annet enn det gamle.')
    expect(form.requests).toEqual([])
  })

  it('sends the account’s address with both passwords trimmed, then clears the fields and says so', async () => {
    const form = start()
    form.change(` ${CURRENT} `, ` ${STRONG}`, STRONG)
    expect(form.state().value).toBe('saving')
    expect(form.requests).toEqual([{ email: 'ola@example.no', currentPassword: CURRENT, password: STRONG, code: null }])
    await form.answer()
    expect(form.state().value).toBe('editing')
    expect(form.state().context).toEqual({
      email: 'ola@example.no',
      twoStep: false,
      currentPassword: '',
      password: '',
      confirmPassword: '',
      code: '',
      problem: null,
    })
    expect(form.toasts()).toEqual([PASSWORD_CHANGED])
    expect(PASSWORD_CHANGED).toEqual({
      title: 'Passordet er endret',
      message: 'Bruk det nye passordet neste gang du logger inn.',
      type: 'success',
    })
  })

  it.each([
    [{ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' }, 'Nåværende passord er feil.'],
    [
      { code: 'same_password', status: 422, message: 'New password should be different from the old password.' },
      'Det nye passordet må være et annet enn det gamle.',
    ],
    [{ code: 'weak_password', status: 422, message: 'Password is known to be weak' }, 'Passordet oppfyller ikke kravene.'],
    [new OfflineError(), 'Du er frakoblet. Sjekk nettforbindelsen og prøv igjen.'],
    [new TypeError('Failed to fetch'), 'Vi kunne ikke lagre passordet. Prøv igjen.'],
  ])('answers %j with "%s" and keeps what was typed', async (error, problem) => {
    const form = start()
    form.change(CURRENT)
    await form.answer(error)
    expect(form.state().value).toBe('editing')
    expect(form.state().context).toMatchObject({ problem, currentPassword: CURRENT, password: STRONG, confirmPassword: STRONG })
    expect(form.toasts()).toEqual([])
  })

  it('with two-step sign-in on, asks for the app’s code with the passwords and sends it without its spaces', async () => {
    const form = start(true)
    form.change(CURRENT)
    expect(form.state().context.problem).toBe(CODE_PROBLEMS.notSixDigits.message)
    expect(form.requests).toEqual([])
    form.type('code', '123 456')
    form.submit()
    expect(form.requests).toEqual([{ email: 'ola@example.no', currentPassword: CURRENT, password: STRONG, code: '123456' }])
    await form.answer({ code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' })
    expect(form.state().context).toMatchObject({ code: '123 456', problem: CODE_PROBLEMS.wrong.message })
  })
})
