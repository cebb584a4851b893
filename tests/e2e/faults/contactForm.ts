import type { Page } from '@playwright/test'
import { contactFormText } from '../../../src/content/contactForm'
import { fieldLabel } from '../../support/contactForm'
import { CONTACT_FIELDS, type ContactField, type ContactMessage } from '../../../supabase/functions/_shared/contract/contactForm'
import { uniqueEmail } from '../support/backend'
import { contactMessage } from '../../support/contactForm'

/** A message no other test sends: its own address, named after `label`, and a subject with it. */
export function uniqueContactMessage(label: string): ContactMessage {
  const email = uniqueEmail(label)
  return contactMessage({
    name: 'Kari Nordmann',
    email,
    subject: `Brønnbåt til lokaliteten (${email.split('@')[0]})`,
    message: 'Vi trenger en brønnbåt i uke 12, helst med avlusing om bord. Kan dere gi et tilbud?',
  })
}

/** The contact form on /kontakt: its fields, its submit button, and every field's value in order. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: contactFormText.formLabel })
  const field = (name: ContactField) => form.getByLabel(fieldLabel(name), { exact: true })
  return {
    field,
    submit: form.locator('button[type=submit]'),
    fill: async (message: ContactMessage) => {
      for (const name of CONTACT_FIELDS) await field(name).fill(message[name])
    },
    values: () => Promise.all(CONTACT_FIELDS.map((name) => field(name).inputValue())),
  }
}
