import { describe, expect, it } from 'vitest'
import { OfflineError } from '../../machines/offline'
import { secondStepMachine } from '../../machines/secondStep.machine'
import { OFFLINE_TOAST } from '../../messages/offline'
import { CODE_ACCEPTED, CODE_PROBLEMS } from '../../messages/twoStep'
import { pendingActor, startInSystem } from './support/testSystem'

/** The code step; each verification waits for the test to settle it. */
function start() {
  const verifyCode = pendingActor<{ code: string }>()
  const system = startInSystem(secondStepMachine.provide({ actors: { verifyCode: verifyCode.logic } }))
  const state = () => system.actor.getSnapshot()
  const give = (value: string) => {
    system.actor.send({ type: 'field.change', field: 'code', value })
    system.actor.send({ type: 'form.submit' })
  }
  return { ...system, state, give, requests: verifyCode.calls, answer: verifyCode.settle }
}

describe('the code step', () => {
  it.each(['12345', '1234567', '12a456', ''])('refuses %j before sending, by the field and in a toast', (typed) => {
    const step = start()
    step.give(typed)
    expect(step.state().value).toBe('editing')
    expect(step.state().context).toEqual({ code: typed, problem: CODE_PROBLEMS.notSixDigits })
    expect(step.toasts()).toEqual([{ ...CODE_PROBLEMS.notSixDigits, type: 'error' }])
    expect(step.requests).toEqual([])
  })

  it('sends the code as the app shows it, without its spaces and dashes, and says so once taken', async () => {
    const step = start()
    step.give(' 123 45-6 ')
    expect(step.requests).toEqual([{ code: '123456' }])
    await step.answer()
    expect(step.state().status).toBe('done')
    expect(step.toasts()).toEqual([CODE_ACCEPTED])
  })

  it.each([
    [{ code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' }, CODE_PROBLEMS.wrong],
    [{ code: 'mfa_challenge_expired', status: 422, message: 'MFA challenge has expired' }, CODE_PROBLEMS.expired],
    [{ code: 'over_request_rate_limit', status: 429, message: 'Request rate limit reached' }, CODE_PROBLEMS.tooManyTries],
    [new OfflineError(), OFFLINE_TOAST],
    [new TypeError('Failed to fetch'), CODE_PROBLEMS.other],
  ])('answers %j with its problem and keeps the typed code', async (error, problem) => {
    const step = start()
    step.give('123 456')
    await step.answer(error)
    expect(step.state().value).toBe('editing')
    expect(step.state().context).toEqual({ code: '123 456', problem })
    expect(step.toasts()).toEqual([{ title: problem.title, message: problem.message, type: 'error' }])
  })

  it('takes the problem away once the code changes', () => {
    const step = start()
    step.give('1')
    step.actor.send({ type: 'field.change', field: 'code', value: '12' })
    expect(step.state().context.problem).toBeNull()
  })
})
