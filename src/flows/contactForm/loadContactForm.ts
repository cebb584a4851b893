import type { contactFormMachine } from '../../../machines/contactForm.machine'
import type { FormFlow } from '../shared/useFormFlow'

export type ContactFormLogic = typeof contactFormMachine

/** Loads a contact form's flow for the form whose anti-forgery token is `token`. */
export type ContactFormLoader = (token: string) => Promise<FormFlow<ContactFormLogic>>

/** The machine, the contact rules (and zod with them) and the actors load on the form's first use. */
export const loadContactForm: ContactFormLoader = (token) =>
  import('./contactFormFlow').then(({ contactFormFlow }) => contactFormFlow(token))
