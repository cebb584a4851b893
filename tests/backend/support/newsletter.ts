import { expect } from 'vitest'
import type { RetrySummary } from '../../../supabase/functions/_shared/mailDelivery'
import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import { inboxAt, linksIn, type InboxMail } from '../../../tools/stackClients/inbox'
import { anonClient, API_URL, INBOX_URL, serviceClient } from './stack'

/** The subject of every confirmation mail. */
export const CONFIRMATION_SUBJECT = 'Bekreft påmeldingen til nyhetsbrevet fra Havbørs'
/** The run Supabase Cron calls to send the due confirmation mails. */
export const SEND_CONFIRMATIONS_PATH = '/functions/v1/newsletter/send-confirmations'
/** The one-click leave of RFC 8058, which the List-Unsubscribe header names. */
export const ONE_CLICK_PATH = '/functions/v1/newsletter/avmeld'
/** A token as the mails and functions carry it. */
export const TOKEN = /^[0-9a-f]{64}$/

/** Signs `email` up as the footer does: supabase-js with the anon key, an insert of the address alone. */
export async function signUp(email: string, url = API_URL, fetch?: typeof globalThis.fetch) {
  const { error, status } = await anonClient(url, fetch).from('newsletter_subscriptions').insert({ email })
  return { code: error?.code ?? null, status }
}

/** Calls the confirmation mails' run with `token` as the bearer: the service-role key unless given, null for none. */
export function callConfirmationRun(url = API_URL, token: string | null = SERVICE_ROLE_KEY): Promise<Response> {
  return fetch(`${url}${SEND_CONFIRMATIONS_PATH}`, {
    method: 'POST',
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  })
}

/** One run, as Supabase Cron makes it; what it did. */
export async function runConfirmations(url = API_URL): Promise<RetrySummary> {
  const response = await callConfirmationRun(url)
  expect(response.status).toBe(200)
  return (await response.json()) as RetrySummary
}

/** Runs until a run claims nothing, so no mail is due any longer. */
export async function drainConfirmations(url = API_URL): Promise<void> {
  while ((await runConfirmations(url)).claimed > 0);
}

/** A sign-up as the service role reads it. */
export interface Subscription {
  id: string
  email: string
  created_at: string
  consent_version: string
  confirmed_at: string | null
  confirmed_how: string | null
  confirmation_token_hash: string | null
  mail_status: 'pending' | 'sent' | 'failed'
  mail_attempts: number
  mail_next_attempt_at: string
  mail_error: string | null
  mail_claim: string | null
}

/** The sign-up of `email`, or null when there is none. */
export async function subscriptionOf(email: string, url = API_URL): Promise<Subscription | null> {
  const { data, error } = await serviceClient(url).from('newsletter_subscriptions').select('*').eq('email', email)
  if (error) throw error
  return (data as Subscription[])[0] ?? null
}

/** Changes the sign-up of `email` through the service role, e.g. to make it older: moves time for the database. */
export async function changeSubscription(email: string, values: Partial<Subscription>, url = API_URL): Promise<void> {
  const { error } = await serviceClient(url).from('newsletter_subscriptions').update(values).eq('email', email)
  if (error) throw error
}

/** An ISO time `ms` ago. */
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS

/** A confirmation mail as the inbox holds it, with what its links and headers carry. */
export interface ConfirmationMail {
  mail: InboxMail
  confirmUrl: URL
  leaveUrl: URL
  /** The mail's List-Unsubscribe and List-Unsubscribe-Post headers, as sent. */
  listUnsubscribe: string | undefined
  listUnsubscribePost: string | undefined
  confirmToken: string
  leaveToken: string
}

/** A header of a mail's source as sent, its folded lines joined (RFC 5322, 2.2.3). */
function headerIn(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

/** Reads the confirmation mails of the inbox at `inboxUrl`. */
export function confirmationMailsAt(inboxUrl = INBOX_URL) {
  const inbox = inboxAt(inboxUrl)

  /** How many confirmation mails `email` has been sent. */
  const countTo = async (email: string) => (await inbox.mailsTo(email)).filter((mail) => mail.subject === CONFIRMATION_SUBJECT).length

  /** The `count`th confirmation mail to `email`, once it has come, read as a mail program reads it. */
  async function nth(email: string, count = 1): Promise<ConfirmationMail> {
    const mail = (await inbox.waitForMails(email, { subject: CONFIRMATION_SUBJECT, count }))[count - 1]!
    const [confirmUrl, leaveUrl] = linksIn(await inbox.htmlOf(mail)).map((href) => new URL(href))
    // MailDev's JSON drops the List-* headers (its parser turns them into objects), so they are read from the source.
    const source = await (await fetch(`${inboxUrl}/api/email/${mail.id}/source`)).text()
    return {
      mail,
      confirmUrl: confirmUrl!,
      leaveUrl: leaveUrl!,
      listUnsubscribe: headerIn(source, 'List-Unsubscribe'),
      listUnsubscribePost: headerIn(source, 'List-Unsubscribe-Post'),
      confirmToken: confirmUrl!.searchParams.get('token')!,
      leaveToken: leaveUrl!.searchParams.get('token')!,
    }
  }

  return { countTo, nth }
}

/** The confirmation page's press: the new leave token, or null. */
export async function confirm(token: unknown, url = API_URL): Promise<string | null> {
  const { data, error } = await anonClient(url).rpc('confirm_newsletter_subscription', { token })
  if (error) throw error
  return data as string | null
}

/** The leave page's press: whether a sign-up was removed. */
export async function leave(token: unknown, url = API_URL): Promise<boolean> {
  const { data, error } = await anonClient(url).rpc('leave_newsletter', { token })
  if (error) throw error
  return data as boolean
}
