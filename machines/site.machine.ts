import { setup, spawnChild, stopChild } from 'xstate'
import { authMachine } from './auth.machine'
import { authFormMachine } from './authForm.machine'
import { contactFormMachine, type ContactFormInput } from './contactForm.machine'
import { cookieConsentMachine } from './cookieConsent.machine'
import { idleSessionMachine } from './idleSession.machine'
import { newsletterMachine } from './newsletter.machine'
import { toastQueueMachine } from './toastQueue.machine'

/** The per-form flows a view mounts into the site system. */
export type SiteFormEvent =
  | { type: 'form.mount'; id: string; form: 'contactForm'; input: ContactFormInput }
  | { type: 'form.mount'; id: string; form: 'newsletter' }
  | { type: 'form.mount'; id: string; form: 'authForm' }
  | { type: 'form.unmount'; id: string }

export type SiteEvent = SiteFormEvent

/**
 * The root of the site's actor system. Long-lived flows are invoked here with a `systemId`, so every
 * machine in the system can reach them by id (`system.get('toasts')`). A form view mounts its own
 * flow as a child under an id of its choosing (`form.mount`), reads it from `snapshot.children[id]`
 * and stops it when it unmounts (`form.unmount`); living in this system is what lets a form reach the
 * toast queue.
 *
 * Every child's injected actors come from outside:
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
    contactForm: contactFormMachine,
    newsletter: newsletterMachine,
    authForm: authFormMachine,
  },
  guards: {
    isForm: ({ event }, params: { form: string }) => event.type === 'form.mount' && event.form === params.form,
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
    'form.mount': [
      {
        guard: { type: 'isForm', params: { form: 'contactForm' } },
        actions: spawnChild('contactForm', { id: ({ event }) => event.id, input: ({ event }) => contactFormInput(event) }),
      },
      {
        guard: { type: 'isForm', params: { form: 'newsletter' } },
        actions: spawnChild('newsletter', { id: ({ event }) => event.id }),
      },
      {
        guard: { type: 'isForm', params: { form: 'authForm' } },
        actions: spawnChild('authForm', { id: ({ event }) => event.id }),
      },
    ],
    'form.unmount': { actions: stopChild(({ event }) => event.id) },
  },
})

function contactFormInput(event: SiteEvent): ContactFormInput {
  if (event.type !== 'form.mount' || event.form !== 'contactForm') throw new Error('Not a contact form mount')
  return event.input
}
