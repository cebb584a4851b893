import { createHash, randomInt } from 'node:crypto'
import type { MailKind } from './config'
import type { Inbox } from './mail'
import type { MailRenderer, TemplateValues } from './mailTemplates'

/** A code of `length` digits, as GoTrue makes the `{{ .Token }}` of a mail. */
export function newOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

/** GoTrue's token hash, what its links carry and its auth.users keeps: sha224 of address and code, in hex. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/**
 * Auth's own link for a mailed token (`{{ .ConfirmationURL }}`), built as GoTrue builds it: the
 * redirect is encoded only when it holds a character that would break the query.
 */
export function verifyLink(issuer: string, hash: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo
  return `${issuer}/verify?token=${encodeURIComponent(hash)}&type=${encodeURIComponent(type)}&redirect_to=${redirect}`
}

export interface AuthMailer {
  /** Renders the mail and sends it without making the request wait for the mail server; a failure is logged. */
  send(kind: MailKind, to: string, values: TemplateValues): void
  /** Renders the mail and sends nothing: the path of an address without an account, made to cost what a send does. */
  renderOnly(kind: MailKind, values: TemplateValues): void
  /** Resolves once every mail on its way has been handed over or has failed. */
  settled(): Promise<void>
}

export function createAuthMailer(inbox: Inbox, render: MailRenderer, quiet: boolean): AuthMailer {
  const pending = new Set<Promise<void>>()
  return {
    send(kind, to, values) {
      const sending = inbox
        .send({ to, ...render(kind, values) })
        .catch((error: unknown) => {
          if (!quiet) console.error(`auth: the ${kind} mail could not be sent:`, error)
        })
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    renderOnly(kind, values) {
      render(kind, values)
    },
    async settled() {
      await Promise.all([...pending])
    },
  }
}
