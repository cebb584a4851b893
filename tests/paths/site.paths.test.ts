import { siteMachine } from '../../machines/site.machine'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths({
  name: 'site',
  machine: siteMachine,
  events: () => [
    { type: 'form.mount', id: 'contact-page', form: 'contactForm', input: { token: 'k'.repeat(32) } },
    { type: 'form.mount', id: 'footer-newsletter', form: 'newsletter' },
    { type: 'form.mount', id: 'auth-page', form: 'authForm' },
    { type: 'form.unmount', id: 'footer-newsletter' },
  ],
  /** The site's state is which flows run in it. */
  serializeState: (snapshot) => JSON.stringify(Object.keys(snapshot.children).sort()),
  peers: [],
})
