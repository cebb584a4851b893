import type { contactFormMachine } from '../../../machines/contactForm.machine'
import { localStore } from '../browserStorage'
import type { FormFlow } from '../useFormFlow'

export type ContactFormLogic = typeof contactFormMachine

/** Loads a contact form's flow for the form whose anti-forgery token is `token`. */
export type ContactFormLoader = (token: string) => Promise<FormFlow<ContactFormLogic>>

/**
 * The contact form's flow with its real effects. The machine, the contact rules (and zod with them)
 * and the actors load on the form's first use; supabase-js starts loading then too, so it is ready
 * by the time the message is sent.
 */
export const loadContactForm: ContactFormLoader = async (token) => {
  const [{ contactFormMachine }, { createContactFormActors }, { getSupabase }] = await Promise.all([
    import('../../../machines/contactForm.machine'),
    import('./contactFormActors'),
    import('../../backend/supabaseClient'),
  ])
  // Only a head start: a failed load is forgotten and tried again when the message is sent.
  getSupabase().catch(() => undefined)
  const actors = createContactFormActors({ getSupabase, storage: localStore, clock: Date })
  return { logic: contactFormMachine.provide({ actors }), input: { token } }
}
