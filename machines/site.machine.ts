import { type Actor, type AnyActorLogic, enqueueActions, setup, stopChild } from 'xstate'
import type { authMachine } from './auth.machine'
import { cookieConsentMachine } from './cookieConsent.machine'
import type { idleSessionMachine } from './idleSession.machine'
import { toastQueueMachine } from './toastQueue.machine'

/**
 * A form's flow joins the site system when its view mounts: the event carries the flow's logic
 * (with its actors provided) and input, so each form's code loads with the form, not with the site.
 */
export type SiteFormEvent = { type: 'form.mount'; id: string; logic: AnyActorLogic; input?: unknown } | { type: 'form.unmount'; id: string }

/**
 * Starts watching the visitor's session, once there is something to check (a stored session, a
 * session in the address, the sign-in page, a form that needs it): the event carries the auth and
 * idle-session flows with their actors provided, so their code (and the backend client) load then,
 * and the clock the idle session keeps its deadline on (`Date.now` in the browser).
 */
export type WatchSessionEvent = {
  type: 'session.watch'
  auth: typeof authMachine
  idleSession: typeof idleSessionMachine
  now: () => number
}

export type SiteEvent = SiteFormEvent | WatchSessionEvent

/**
 * The root of the site's actor system. Every page runs the toast queue and cookie consent; auth and
 * the idle session run from the first `session.watch` on, and a form's flow while its form is
 * mounted. Each long-lived flow has a `systemId`, so every machine in the system can reach it
 * (`system.get('toasts')`); a form is a child under an id of the view's choosing, which is what lets
 * it reach the toast queue.
 *
 * The long-lived flows' injected actors come from outside:
 * `siteMachine.provide({ actors: { cookieConsent: cookieConsentMachine.provide({ actors: {...} }) } })`.
 */
export const siteMachine = setup({
  types: {
    events: {} as SiteEvent,
    children: {} as { toasts: 'toastQueue'; cookieConsent: 'cookieConsent' },
  },
  actors: {
    toastQueue: toastQueueMachine,
    cookieConsent: cookieConsentMachine,
  },
  actions: {
    // Children whose ids come from events are not among the typed children above.
    mountForm: enqueueActions(({ enqueue, event }) => {
      if (event.type === 'form.mount') enqueue.spawnChild(event.logic, { id: event.id as never, input: event.input })
    }),
    watchSession: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'session.watch') return
      enqueue.spawnChild(event.idleSession, { id: 'idleSession' as never, systemId: 'idleSession', input: { now: event.now } })
      enqueue.spawnChild(event.auth, { id: 'auth' as never, systemId: 'auth' })
    }),
  },
}).createMachine({
  id: 'site',
  invoke: [
    { id: 'toasts', systemId: 'toasts', src: 'toastQueue' },
    { id: 'cookieConsent', systemId: 'cookieConsent', src: 'cookieConsent' },
  ],
  initial: 'sessionUnwatched',
  states: {
    sessionUnwatched: {
      on: { 'session.watch': { target: 'sessionWatched', actions: 'watchSession' } },
    },
    sessionWatched: {},
  },
  on: {
    'form.mount': { actions: 'mountForm' },
    'form.unmount': { actions: stopChild(({ event }) => event.id) },
  },
})

/** The running site actor: the root of the site's actor system. */
export type SiteActorRef = Actor<typeof siteMachine>
