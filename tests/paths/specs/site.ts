import { authMachine } from '../../../machines/auth.machine'
import { authFormMachine } from '../../../machines/authForm.machine'
import { contactFormMachine } from '../../../machines/contactForm.machine'
import { idleSessionMachine } from '../../../machines/idleSession.machine'
import { newsletterMachine } from '../../../machines/newsletter.machine'
import { siteMachine } from '../../../machines/site.machine'
import type { MachinePathSpec } from '../support/pathGeneration'

export const sitePaths: MachinePathSpec<typeof siteMachine> = {
  name: 'site',
  machine: siteMachine,
  events: () => [
    { type: 'form.mount', id: 'contact-page', logic: contactFormMachine, input: { token: 'k'.repeat(32) } },
    { type: 'form.mount', id: 'footer-newsletter', logic: newsletterMachine },
    { type: 'form.mount', id: 'auth-page', logic: authFormMachine },
    { type: 'form.unmount', id: 'footer-newsletter' },
  ],
  // Watching the session spawns auth and the idle session under system ids, which a traversal that
  // tries it from many states in one system would register twice: it gets a path of its own instead.
  canOccur: (_, event) => event.type !== 'session.watch',
  eventSequences: [[{ type: 'session.watch', auth: authMachine, idleSession: idleSessionMachine, now: () => 0 }]],
  /** The site's state is which flows run in it. */
  serializeState: (snapshot) => JSON.stringify(Object.keys(snapshot.children).sort()),
  peers: [],
}
