import { type ConsentChoice, cookieConsentMachine, type StoredConsent } from '../../../machines/cookieConsent.machine'
import type { MachinePathSpec } from '../pathGeneration'

/** A stored choice as the read gives it: one that holds, or a stale one; the tests' too. */
export const readChoice = (choice: ConsentChoice, current = true): StoredConsent => ({
  choice,
  given: { at: '2026-01-05T10:00:00.000Z', version: 1 },
  current,
})

export const cookieConsentPaths: MachinePathSpec<typeof cookieConsentMachine> = {
  name: 'cookieConsent',
  machine: cookieConsentMachine,
  events: () => [
    { type: 'xstate.done.actor.readConsent', output: readChoice('accepted', true) },
    { type: 'xstate.done.actor.readConsent', output: readChoice('declined', true) },
    { type: 'xstate.done.actor.readConsent', output: readChoice('accepted', false) },
    { type: 'xstate.done.actor.readConsent', output: null },
    { type: 'page.view', path: '/kontakt' },
  ],
  promiseActors: ['readConsent', 'storeConsent', 'forgetConsent'],
  callbackActors: ['analytics'],
  peers: [],
}
