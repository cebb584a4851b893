import { cookieConsentMachine } from '../../../machines/cookieConsent.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const cookieConsentPaths: MachinePathSpec<typeof cookieConsentMachine> = {
  name: 'cookieConsent',
  machine: cookieConsentMachine,
  events: () => [
    { type: 'xstate.done.actor.readConsent', output: 'accepted' },
    { type: 'xstate.done.actor.readConsent', output: 'declined' },
    { type: 'xstate.done.actor.readConsent', output: null },
    { type: 'page.view', path: '/kontakt' },
  ],
  promiseActors: ['readConsent', 'storeConsent', 'forgetConsent'],
  callbackActors: ['analytics'],
  peers: [],
}
