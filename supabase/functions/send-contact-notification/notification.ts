import { CONTACT_FIELDS, CONTACT_FORM, type ContactField, type ContactMessage } from '../_shared/contract/contactForm.ts'
import { escapeHtml } from '../_shared/contract/text.ts'

export interface Notification {
  subject: string
  text: string
  html: string
}

/**
 * The mail's name for each field of the contact form. A mail's words live with the mail (docs/architecture.md,
 * 'Where texts live'): this one goes to the site's owner, and the function cannot reach messages/.
 */
const FIELD_LABELS: Record<ContactField, string> = { name: 'Navn', email: 'E-post', subject: 'Emne', message: 'Melding' }

/** Subject lines are one line: a visitor's line breaks could otherwise add mail headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ')
}

/**
 * The e-mail the site owner gets for a new message; every value the visitor typed is escaped. The
 * one-line fields are a table, in the form's order, and each multiline field follows as text of its own.
 */
export function composeNotification(message: ContactMessage, id: string): Notification {
  const rows = CONTACT_FIELDS.filter((field) => CONTACT_FORM[field].input !== 'multiline').map((field) => [
    FIELD_LABELS[field],
    message[field],
  ])
  const texts = CONTACT_FIELDS.filter((field) => CONTACT_FORM[field].input === 'multiline').map((field) => message[field])
  const html = [
    '<h1>Ny henvendelse fra nettsiden</h1>',
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...texts.map((text) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`),
    `<p><small>Referanse: ${escapeHtml(id)}</small></p>`,
  ].join('\n')
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), ...texts.flatMap((body) => ['', body]), '', `Referanse: ${id}`].join(
    '\n',
  )
  return { subject: oneLine(`Ny henvendelse: ${message.subject}`), text, html }
}
