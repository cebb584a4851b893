import { type Actor, assign, setup } from 'xstate'
import { cookieConsentMachine } from './cookieConsent.machine'
import type { SessionActorRef } from './session.machine'
import { toastQueueMachine } from './toastQueue.machine'

/** The visitor's session has started (src/flows/session/watchSession.ts): the site holds it for the views. */
export type SiteEvent = { type: 'session.started'; session: SessionActorRef }

export interface SiteContext {
  /** The running session, once there is one to check; null before. */
  session: SessionActorRef | null
}

/**
 * The root of the site's actor system: the toast queue and cookie consent, which every page runs,
 * each under a `systemId` (`system.get('toasts')`). The flows that load later run as actors of their
 * own and reach the toast queue through the view layer (docs/flows.md); the session, once started,
 * is kept here so that every view finds the same one.
 *
 * The long-lived flows' injected actors come from outside:
 * `siteMachine.provide({ actors: { cookieConsent: cookieConsentMachine.provide({ actors: {...} }) } })`.
 */
export const siteMachine = setup({
  types: {
    context: {} as SiteContext,
    events: {} as SiteEvent,
    children: {} as { toasts: 'toastQueue'; cookieConsent: 'cookieConsent' },
  },
  actors: {
    toastQueue: toastQueueMachine,
    cookieConsent: cookieConsentMachine,
  },
  guards: {
    hasNoSession: ({ context }) => context.session === null,
  },
}).createMachine({
  id: 'site',
  context: { session: null },
  invoke: [
    { id: 'toasts', systemId: 'toasts', src: 'toastQueue' },
    { id: 'cookieConsent', systemId: 'cookieConsent', src: 'cookieConsent' },
  ],
  on: {
    'session.started': { guard: 'hasNoSession', actions: assign({ session: ({ event }) => event.session }) },
  },
})

/** The running site actor: the root of the site's actor system. */
export type SiteActorRef = Actor<typeof siteMachine>
