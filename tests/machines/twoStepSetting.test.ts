import { describe, expect, it } from 'vitest'
import { OfflineError } from '../../machines/offline'
import { type Enrolment, twoStepSettingMachine } from '../../machines/twoStepSetting.machine'
import { OFFLINE_TOAST } from '../../messages/offline'
import { CODE_PROBLEMS, SETUP_FAILED, TWO_STEP_TOASTS } from '../../messages/twoStep'
import { pendingActor, startInSystem } from './support/testSystem'

const ENROLMENT: Enrolment = {
  factorId: 'f0a1b2c3-0000-4000-8000-000000000001',
  qrCode: 'data:image/svg+xml;utf-8,<svg/>',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Havb%C3%B8rs:kari@example.no?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
}
const WRONG = { code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' }

/** The section as it opens with two-step sign-in on or off; each request waits for the test to settle it. */
function start(on: boolean) {
  const actors = {
    enrolFactor: pendingActor<void, Enrolment>(),
    confirmFactor: pendingActor<{ factorId: string; code: string }>(),
    removeFactor: pendingActor<{ code: string }>(),
  }
  const logic = twoStepSettingMachine.provide({
    actors: { enrolFactor: actors.enrolFactor.logic, confirmFactor: actors.confirmFactor.logic, removeFactor: actors.removeFactor.logic },
  })
  const system = startInSystem(logic, { input: { on } })
  const state = () => system.actor.getSnapshot()
  const send = (type: 'setup.start' | 'setup.cancel' | 'removal.start' | 'removal.cancel' | 'form.submit') => system.actor.send({ type })
  const give = (value: string) => {
    system.actor.send({ type: 'field.change', field: 'code', value })
    send('form.submit')
  }
  return { ...system, actors, state, send, give }
}

describe('turning two-step sign-in on', () => {
  it('shows the new factor’s QR code and key, and counts it on only once the app’s first code is taken', async () => {
    const section = start(false)
    expect(section.state().value).toBe('off')
    section.send('setup.start')
    expect(section.actors.enrolFactor.calls).toHaveLength(1)
    await section.actors.enrolFactor.resolveWith(ENROLMENT)
    expect(section.state().value).toBe('confirming')
    expect(section.state().context.enrolment).toEqual(ENROLMENT)

    section.give('123 456')
    expect(section.actors.confirmFactor.calls).toEqual([{ factorId: ENROLMENT.factorId, code: '123456' }])
    await section.actors.confirmFactor.settle()
    expect(section.state().value).toBe('on')
    expect(section.state().context).toMatchObject({ enrolment: null, code: '' })
    expect(section.toasts()).toEqual([TWO_STEP_TOASTS.on])
  })

  it('refuses a code that cannot be one before sending, and keeps a refused one with its problem', async () => {
    const section = start(false)
    section.send('setup.start')
    await section.actors.enrolFactor.resolveWith(ENROLMENT)
    section.give('12345')
    expect(section.state().context.problem).toEqual(CODE_PROBLEMS.notSixDigits)
    expect(section.actors.confirmFactor.calls).toEqual([])

    section.give('000000')
    await section.actors.confirmFactor.settle(WRONG)
    expect(section.state().value).toBe('confirming')
    expect(section.state().context).toMatchObject({ code: '000000', problem: CODE_PROBLEMS.wrong, enrolment: ENROLMENT })
    expect(section.toasts()).toEqual([
      { ...CODE_PROBLEMS.notSixDigits, type: 'error' },
      { ...CODE_PROBLEMS.wrong, type: 'error' },
    ])
  })

  it('gives the setup up on ‘Avbryt’, forgetting the factor it showed', async () => {
    const section = start(false)
    section.send('setup.start')
    await section.actors.enrolFactor.resolveWith(ENROLMENT)
    section.send('setup.cancel')
    expect(section.state().value).toBe('off')
    expect(section.state().context).toMatchObject({ enrolment: null, code: '', problem: null })
  })

  it.each([
    [new OfflineError(), OFFLINE_TOAST],
    [new TypeError('Failed to fetch'), SETUP_FAILED],
  ])('stays off and says so when the setup cannot start (%s)', async (error, told) => {
    const section = start(false)
    section.send('setup.start')
    await section.actors.enrolFactor.settle(error)
    expect(section.state().value).toBe('off')
    expect(section.toasts()).toEqual([told])
  })
})

describe('turning two-step sign-in off', () => {
  it('asks for a code, and is off once it is taken', async () => {
    const section = start(true)
    expect(section.state().value).toBe('on')
    section.send('removal.start')
    section.give('654-321')
    expect(section.actors.removeFactor.calls).toEqual([{ code: '654321' }])
    await section.actors.removeFactor.settle()
    expect(section.state().value).toBe('off')
    expect(section.toasts()).toEqual([TWO_STEP_TOASTS.off])
  })

  it('stays on, with the typed code kept, when the code is refused, and on ‘Avbryt’', async () => {
    const section = start(true)
    section.send('removal.start')
    section.give('000000')
    await section.actors.removeFactor.settle(WRONG)
    expect(section.state().value).toBe('askingCode')
    expect(section.state().context).toMatchObject({ code: '000000', problem: CODE_PROBLEMS.wrong })
    section.send('removal.cancel')
    expect(section.state().value).toBe('on')
    expect(section.state().context).toMatchObject({ code: '', problem: null })
  })
})
