import type { ContactMessage } from '../_shared/contract/contactRules.ts'
import { escapeHtml } from '../_shared/contract/text.ts'

export interface Notification {
  subject: string
  text: string
  html: string
}

/** Subject lines are one line: a visitor's line breaks could otherwise add mail headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ')
}

/** The e-mail the site owner gets for a new message; every value the visitor typed is escaped. */
export function composeNotification(message: ContactMessage, id: string): Notification {
  const rows: [string, string][] = [
    ['Navn', message.name],
    ['E-post', message.email],
    ['Emne', message.subject],
  ]
  const html = [
    '<h1>Ny henvendelse fra nettsiden</h1>',
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p><small>Referanse: ${escapeHtml(id)}</small></p>`,
  ].join('\n')
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', message.message, '', `Referanse: ${id}`].join('\n')
  return { subject: oneLine(`Ny henvendelse: ${message.subject}`), text, html }
}
