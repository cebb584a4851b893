import { type AnyActorLogic, enqueueActions, setup, stopChild } from 'xstate'
import { authMachine } from './auth.machine'
import { cookieConsentMachine } from './cookieConsent.machine'
import { idleSessionMachine } from './idleSession.machine'
import { toastQueueMachine } from './toastQueue.machine'

/**
 * A form's flow joins the site system when its view mounts: the event carries the flow's logic
 * (with its actors provided) and input, so each form's code loads with the form, not with the site.
 */
export type SiteFormEvent = { type: 'form.mount'; id: string; logic: AnyActorLogic; input?: unknown } | { type: 'form.unmount'; id: string }

export type SiteEvent = SiteFormEvent

/**
 * The root of the site's actor system. It runs only the long-lived flows (toasts, cookie consent,
 * auth and the idle session), each under a `systemId` so every machine in the system can reach it
 * (`system.get('toasts')`). A form is a child under an id of the view's choosing, read from
 * `snapshot.children[id]`; living in this system is what lets a form reach the toast queue.
 *
 * The long-lived flows' injected actors come from outside:
 * `siteMachine.provide({ actors: { auth: authMachine.provide({ actors: {...} }), ... } })`.
 */
export const siteMachine = setup({
  types: {
    events: {} as SiteEvent,
    children: {} as { toasts: 'toastQueue'; auth: 'auth'; cookieConsent: 'cookieConsent'; idleSession: 'idleSession' },
  },
  actors: {
    toastQueue: toastQueueMachine,
    auth: authMachine,
    cookieConsent: cookieConsentMachine,
    idleSession: idleSessionMachine,
  },
  actions: {
    mountForm: enqueueActions(({ enqueue, event }) => {
      // A form's id is its view's choice, so it is not among the typed children above.
      if (event.type === 'form.mount') enqueue.spawnChild(event.logic, { id: event.id as never, input: event.input })
    }),
  },
}).createMachine({
  id: 'site',
  invoke: [
    { id: 'toasts', systemId: 'toasts', src: 'toastQueue' },
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'cookieConsent', systemId: 'cookieConsent', src: 'cookieConsent' },
    { id: 'idleSession', systemId: 'idleSession', src: 'idleSession', input: {} },
  ],
  on: {
    'form.mount': { actions: 'mountForm' },
    'form.unmount': { actions: stopChild(({ event }) => event.id) },
  },
})
