import { expect, it } from 'vitest'
import { SMTP_TIMEOUT_MS, withTimeouts } from '../../supabase/functions/_shared/smtp'
import { composeNotification } from '../../supabase/functions/send-contact-notification/notification'
import { contactMessage } from '../support/contactForm'

const hostile = contactMessage({
  name: '<b>Ola</b>',
  email: 'ola@x.no',
  subject: 'Hei\r\nBcc: alle@x.no',
  message: '<script>alert(1)</script>\nLinje to',
})

it('escapes what the visitor typed in the HTML of the notification', () => {
  const { html } = composeNotification(hostile, 'abc')
  expect(html).not.toContain('<script>')
  expect(html).not.toContain('<b>Ola')
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('&lt;b&gt;Ola&lt;/b&gt;')
})

it('keeps the subject on one line, so no header can be added through it', () => {
  expect(composeNotification(hostile, 'abc').subject).toBe('Ny henvendelse: Hei Bcc: alle@x.no')
})

it('carries every field and the reference in the plain-text part', () => {
  const { text } = composeNotification(hostile, 'abc')
  for (const value of [hostile.name, hostile.email, 'Linje to', 'Referanse: abc']) expect(text).toContain(value)
})

it('bounds each step of the SMTP conversation, unless the connection URL sets its own bounds', () => {
  const url = new URL(withTimeouts('smtps://nettside:hemmelig@smtp.example.com:465/?socketTimeout=5000'))
  expect(Object.fromEntries(url.searchParams)).toEqual({
    socketTimeout: '5000',
    connectionTimeout: String(SMTP_TIMEOUT_MS),
    greetingTimeout: String(SMTP_TIMEOUT_MS),
    dnsTimeout: String(SMTP_TIMEOUT_MS),
  })
  expect(url.username).toBe('nettside')
})
