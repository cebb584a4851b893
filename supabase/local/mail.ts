import { MailDev } from 'maildev'
import nodemailer from 'nodemailer'

export interface Inbox {
  smtpUrl: string
  inboxUrl: string
  send(mail: { to: string; subject: string; html: string; text: string }): Promise<void>
  stop(): Promise<void>
}

/**
 * A local SMTP catcher with a web inbox and a JSON API (GET /api/email), like Supabase's Inbucket.
 * `send` hands mails to it, or to `deliverTo` (an smtp:// URL) when a test wants another mail server.
 */
export async function startInbox({
  smtpPort,
  webPort,
  deliverTo,
}: {
  smtpPort: number
  webPort: number
  deliverTo?: string
}): Promise<Inbox> {
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
  await maildev.start()
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`
  const target = deliverTo ? new URL(deliverTo) : new URL(smtpUrl)
  const transport = nodemailer.createTransport({ host: target.hostname, port: Number(target.port), secure: false, ignoreTLS: true })
  return {
    smtpUrl,
    inboxUrl: `http://127.0.0.1:${webPort}`,
    async send(mail) {
      await transport.sendMail({ from: 'Havbørs <noreply@havbors.local>', ...mail })
    },
    async stop() {
      transport.close()
      await maildev.stop()
    },
  }
}
