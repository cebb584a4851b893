import type { Page } from '@playwright/test'
import { contactFormText } from '../../../src/content/contactForm'
import { CONTACT_FIELDS, type ContactField, type ContactMessage } from '../../../supabase/functions/_shared/contract/contactForm'
import { contactMessage, fieldLabel } from '../../support/contactForm'
import { uniqueEmail } from './backend'

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

/** The contact form on /kontakt: its fields, its submit button and notice, and every field's value in order. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: contactFormText.formLabel })
  const field = (name: ContactField) => form.getByLabel(fieldLabel(name), { exact: true })
  return {
    form,
    field,
    submit: form.locator('button[type=submit]'),
    notice: form.getByRole('status'),
    /** Types the given fields, in the form's order. */
    fill: async (message: Partial<ContactMessage>) => {
      for (const name of CONTACT_FIELDS) if (message[name] !== undefined) await field(name).fill(message[name])
    },
    values: () => Promise.all(CONTACT_FIELDS.map((name) => field(name).inputValue())),
    /** Sets a hidden field's value in the page, as a bot or a forged page would. */
    setHidden: (name: string, value: string) =>
      form.locator(`input[name="${name}"]`).evaluate((input: HTMLInputElement, text) => {
        input.value = text
      }, value),
    /** Puts another token in the form, as a forged page would; with null, the form's own back. */
    forgeToken: (token: string | null) =>
      form.locator('input[name="token"]').evaluate((input: HTMLInputElement, forged) => {
        input.dataset.own ??= input.value
        input.value = forged ?? input.dataset.own
      }, token),
  }
}
