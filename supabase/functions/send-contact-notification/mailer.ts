import nodemailer from 'nodemailer'
import type { ContactMessage } from '../_shared/contract/contactForm.ts'
import { withTimeouts } from '../_shared/smtp.ts'
import { composeNotification } from './notification.ts'

export interface MailerSettings {
  smtpUrl: string
  from: string
  to: string
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
