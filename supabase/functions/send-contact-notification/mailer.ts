import nodemailer from 'nodemailer'
import type { ContactMessage } from '../_shared/contact.ts'
import { composeNotification } from './notification.ts'

export interface MailerSettings {
  smtpUrl: string
  from: string
  to: string
}

/** Sends the notification over SMTP; the visitor's address goes in Reply-To so the owner can answer. */
export function createMailer({ smtpUrl, from, to }: MailerSettings) {
  const transport = nodemailer.createTransport(smtpUrl)
  return async (message: ContactMessage, id: string): Promise<void> => {
    const notification = composeNotification(message, id)
    await transport.sendMail({ from, to, replyTo: message.email, ...notification })
  }
}
