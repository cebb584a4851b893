import { OfflineError } from '../../../machines/offline'
import { twoStepSettingMachine } from '../../../machines/twoStepSetting.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const twoStepSettingPaths: MachinePathSpec<typeof twoStepSettingMachine> = {
  name: 'twoStepSetting',
  machine: twoStepSettingMachine,
  input: { on: false },
  otherInputs: { 'two-step sign-in on': () => ({ on: true }) },
  events: () => [
    { type: 'setup.start' },
    { type: 'setup.cancel' },
    { type: 'removal.start' },
    { type: 'removal.cancel' },
    { type: 'field.change', field: 'code', value: '123 456' },
    { type: 'field.change', field: 'code', value: '12345' },
    { type: 'form.submit' },
    {
      type: 'xstate.done.actor.enrolFactor',
      output: {
        factorId: 'f0a1b2c3-0000-4000-8000-000000000001',
        qrCode: 'data:image/svg+xml;utf-8,<svg/>',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Havb%C3%B8rs:kari@example.no?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      },
    },
    { type: 'xstate.error.actor.enrolFactor', error: new OfflineError() },
    {
      type: 'xstate.error.actor.confirmFactor',
      error: { code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' },
    },
    {
      type: 'xstate.error.actor.removeFactor',
      error: { code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' },
    },
  ],
  promiseActors: ['enrolFactor', 'confirmFactor', 'removeFactor'],
}
