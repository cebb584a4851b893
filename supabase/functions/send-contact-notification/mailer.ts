import nodemailer from 'nodemailer'
import type { ContactMessage } from '../_shared/contact.ts'
import { SMTP_TIMEOUT_MS } from './limits.ts'
import { composeNotification } from './notification.ts'

export interface MailerSettings {
  smtpUrl: string
  from: string
  to: string
}

const TIMEOUTS = ['connectionTimeout', 'greetingTimeout', 'socketTimeout', 'dnsTimeout'] as const

/**
 * The connection URL with nodemailer's timeouts set to {@link SMTP_TIMEOUT_MS}, as query parameters
 * (nodemailer reads its options from them), unless the URL sets them itself.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const name of TIMEOUTS) if (!url.searchParams.has(name)) url.searchParams.set(name, String(SMTP_TIMEOUT_MS))
  return url.toString()
}

/**
 * Sends the notification over SMTP; the visitor's address goes in Reply-To so the owner can answer.
 * A server that does not connect, greet or answer within {@link SMTP_TIMEOUT_MS} fails the sending.
 */
export function createMailer({ smtpUrl, from, to }: MailerSettings) {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl))
  return async (message: ContactMessage, id: string): Promise<void> => {
    const notification = composeNotification(message, id)
    await transport.sendMail({ from, to, replyTo: message.email, ...notification })
  }
}
