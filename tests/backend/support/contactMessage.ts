import { contactMessage } from '../../support/contactForm'

/** Where the contact function's notifications go on every local stack. */
export const OWNER = 'post@havbors.local'

/** A valid contact message, as a visitor would send it. */
export const message = contactMessage({
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.test',
  subject: 'Brønnbåt neste uke',
  message: 'Vi trenger en brønnbåt til lokaliteten.',
})
