import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { newsletterText } from '../../src/content/newsletter'
import { dataProcessing } from '../../src/dataProcessing.config'
import {
  ago,
  changeSubscription,
  confirm,
  confirmationMailsAt,
  CONFIRMATION_SUBJECT,
  DAY_MS,
  drainConfirmations,
  HOUR_MS,
  leave,
  ONE_CLICK_PATH,
  runConfirmations,
  signUp,
  subscriptionOf,
  TOKEN,
  type ConfirmationMail,
} from './support/newsletter'
import { API_URL, serviceClient, uniqueEmail } from './support/stack'

/** The stack's SITE_URL: the first of its site origins. */
const SITE_URL = 'http://127.0.0.1:5173'
const MINUTE_MS = 60_000
const UNCONFIRMED_MS = dataProcessing.retention.newsletterUnconfirmedDays * DAY_MS
const ABUSE_HASH_MS = dataProcessing.retention.newsletterAbuseHashHours * HOUR_MS
/** The consent text beside the footer form, as a visitor reads it. */
const FOOTER_CONSENT = `${newsletterText.intro} ${newsletterText.terms.before}${newsletterText.terms.link.label}${newsletterText.terms.after}`

const mails = confirmationMailsAt()
const sha256Hex = (text: string | Buffer) => createHash('sha256').update(text).digest('hex')

/** A new address signed up as the footer does, and its confirmation mail, once the run has sent it. */
async function mailedSignUp(label: string): Promise<{ email: string; mail: ConfirmationMail }> {
  const email = uniqueEmail(label)
  expect(await signUp(email)).toEqual({ code: null, status: 201 })
  await drainConfirmations()
  return { email, mail: await mails.nth(email) }
}

/** The one-click address of RFC 8058 with `token`, called with `method` as a mail program or a scanner would. */
function oneClick(token: string, method: string, body?: string): Promise<Response> {
  return fetch(`${API_URL}${ONE_CLICK_PATH}?token=${token}`, {
    method,
    redirect: 'manual',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }),
  })
}

beforeAll(() => drainConfirmations())

describe('the confirmation mail of a sign-up', () => {
  it('goes out once when two runs meet it at the same time, and never again on later runs', async () => {
    const email = uniqueEmail('samtidig')
    expect(await signUp(email)).toEqual({ code: null, status: 201 })
    expect(await subscriptionOf(email)).toMatchObject({ mail_status: 'pending', mail_attempts: 0, confirmed_at: null })

    const [first, second] = await Promise.all([runConfirmations(), runConfirmations()])
    expect(first.sent + second.sent).toBe(1)
    expect(first.failed + second.failed).toBe(0)
    await mails.nth(email)
    expect(await subscriptionOf(email)).toMatchObject({ mail_status: 'sent', mail_attempts: 1, mail_error: null })

    // Later runs, one with the row's next attempt moved back, claim nothing.
    expect((await runConfirmations()).claimed).toBe(0)
    await changeSubscription(email, { mail_next_attempt_at: ago(MINUTE_MS) })
    expect((await runConfirmations()).claimed).toBe(0)
    expect(await mails.countTo(email)).toBe(1)
  })

  it('asks in Norwegian to confirm, links the site’s pages and names the one-click leave in its headers', async () => {
    const { email, mail } = await mailedSignUp('innhold')
    expect(mail.mail.subject).toBe(CONFIRMATION_SUBJECT)
    expect(mail.confirmToken).toMatch(TOKEN)
    expect(mail.leaveToken).toMatch(TOKEN)
    expect(mail.confirmToken).not.toBe(mail.leaveToken)
    expect(mail.confirmUrl.href).toBe(`${SITE_URL}/nyhetsbrev/bekreft?token=${mail.confirmToken}`)
    expect(mail.leaveUrl.href).toBe(`${SITE_URL}/nyhetsbrev/avmeld?token=${mail.leaveToken}`)
    expect(mail.listUnsubscribe).toBe(`<${API_URL}${ONE_CLICK_PATH}?token=${mail.leaveToken}>`)
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
    // Only the token's SHA-256 is stored.
    expect((await subscriptionOf(email))!.confirmation_token_hash).toBe(`\\x${sha256Hex(mail.confirmToken)}`)
  })
})

describe('confirming by the mailed token', () => {
  it('records when and how, under the consent text the footer shows, and answers a new leave token once', async () => {
    const { email, mail } = await mailedSignUp('bekreftet')
    const leaveToken = await confirm(mail.confirmToken)
    expect(leaveToken).toMatch(TOKEN)
    expect(leaveToken).not.toBe(mail.leaveToken)

    const row = (await subscriptionOf(email))!
    expect(Date.now() - Date.parse(row.confirmed_at!)).toBeLessThan(MINUTE_MS)
    expect(row.confirmed_how).toBe('Bekreft påmeldingen på /nyhetsbrev/bekreft, fra lenken i bekreftelses-e-posten')
    expect(row.confirmation_token_hash).toBeNull()
    const { data: texts } = await serviceClient().from('newsletter_consent_texts').select('consent_text').eq('version', row.consent_version)
    expect(texts).toEqual([{ consent_text: FOOTER_CONSENT }])

    expect(await confirm(mail.confirmToken)).toBeNull()
    expect((await subscriptionOf(email))!.confirmed_at).toBe(row.confirmed_at)
  })

  it('refuses an altered token and confirms nothing with it', async () => {
    const { email, mail } = await mailedSignUp('endret')
    const last = mail.confirmToken.at(-1) === '0' ? '1' : '0'
    for (const altered of [`${mail.confirmToken.slice(0, -1)}${last}`, mail.confirmToken.toUpperCase(), mail.confirmToken.slice(1)])
      expect(await confirm(altered)).toBeNull()
    expect((await subscriptionOf(email))!.confirmed_at).toBeNull()
  })

  it(`refuses a token of a sign-up older than ${dataProcessing.retention.newsletterUnconfirmedDays} days, and takes one just younger`, async () => {
    const old = await mailedSignUp('for-gammel')
    const young = await mailedSignUp('akkurat-ung')
    await changeSubscription(old.email, { created_at: ago(UNCONFIRMED_MS + MINUTE_MS) })
    await changeSubscription(young.email, { created_at: ago(UNCONFIRMED_MS - MINUTE_MS) })
    expect(await confirm(old.mail.confirmToken)).toBeNull()
    expect((await subscriptionOf(old.email))!.confirmed_at).toBeNull()
    expect(await confirm(young.mail.confirmToken)).toMatch(TOKEN)
  })
})

describe('leaving', () => {
  it('by the token the confirmation answered removes the address and all its leave tokens', async () => {
    const { email, mail } = await mailedSignUp('forlater')
    const leaveToken = (await confirm(mail.confirmToken))!
    const { id } = (await subscriptionOf(email))!
    expect(await leave(leaveToken)).toBe(true)

    expect(await subscriptionOf(email)).toBeNull()
    const { data: tokens } = await serviceClient().from('newsletter_leave_tokens').select('token_hash').eq('subscription_id', id)
    expect(tokens).toEqual([])
    expect(await leave(leaveToken)).toBe(false)
    expect(await leave(mail.leaveToken)).toBe(false)
  })

  it('by the mail program’s one-click POST; a GET or HEAD of the same address only sends on to the leave page', async () => {
    const { email, mail } = await mailedSignUp('ett-klikk')
    for (const method of ['GET', 'HEAD']) {
      const scanned = await oneClick(mail.leaveToken, method)
      expect(scanned.status).toBe(303)
      expect(scanned.headers.get('location')).toBe(`${SITE_URL}/nyhetsbrev/avmeld?token=${mail.leaveToken}`)
    }
    expect(await subscriptionOf(email)).not.toBeNull()

    expect((await oneClick(mail.leaveToken, 'POST')).status).toBe(400)
    expect((await oneClick(mail.leaveToken, 'PUT', 'List-Unsubscribe=One-Click')).status).toBe(405)
    expect(await subscriptionOf(email)).not.toBeNull()

    expect((await oneClick(mail.leaveToken, 'POST', 'List-Unsubscribe=One-Click')).status).toBe(200)
    expect(await subscriptionOf(email)).toBeNull()
    expect((await oneClick(mail.leaveToken, 'POST', 'List-Unsubscribe=One-Click')).status).toBe(404)
  })

  it(`lets the address sign up again, with its next mail held until ${dataProcessing.retention.newsletterAbuseHashHours} hours after the first`, async () => {
    const { email, mail } = await mailedSignUp('tilbake')
    const { id: firstId } = (await subscriptionOf(email))!
    expect(await leave(mail.leaveToken)).toBe(true)

    expect(await signUp(email)).toEqual({ code: null, status: 201 })
    const again = (await subscriptionOf(email))!
    expect(again.id).not.toBe(firstId)
    await drainConfirmations()
    expect(await subscriptionOf(email)).toMatchObject({ mail_status: 'pending', mail_attempts: 0 })
    expect(await mails.countTo(email)).toBe(1)

    // The first mail is recorded under a keyed hash of the address: made as the database makes it.
    const { data: settings } = await serviceClient().from('newsletter_settings').select('hash_salt')
    const salt = Buffer.from((settings as { hash_salt: string }[])[0]!.hash_salt.slice(2), 'hex')
    const addressHash = `\\x${sha256Hex(Buffer.concat([salt, Buffer.from(email.toLowerCase())]))}`
    const { error } = await serviceClient()
      .from('newsletter_recent_mails')
      .update({ mailed_at: ago(ABUSE_HASH_MS + MINUTE_MS) })
      .eq('address_hash', addressHash)
    expect(error).toBeNull()

    await drainConfirmations()
    const second = await mails.nth(email, 2)
    expect(second.confirmToken).not.toBe(mail.confirmToken)
    expect(await confirm(second.confirmToken)).toMatch(TOKEN)
  })
})

describe('newsletter_mailing_list', () => {
  it('lists the confirmed addresses only, each with a leave token that works', async () => {
    const confirmed = await mailedSignUp('liste-bekreftet')
    const unconfirmed = await mailedSignUp('liste-ubekreftet')
    expect(await confirm(confirmed.mail.confirmToken)).toMatch(TOKEN)

    const { data, error } = await serviceClient().rpc('newsletter_mailing_list')
    expect(error).toBeNull()
    const listed = (data as { email: string; confirmed_at: string; leave_token: string }[]).filter((entry) =>
      [confirmed.email, unconfirmed.email].includes(entry.email),
    )
    const row = (await subscriptionOf(confirmed.email))!
    expect(listed).toEqual([{ email: confirmed.email, confirmed_at: expect.any(String), leave_token: expect.stringMatching(TOKEN) }])
    expect(Date.parse(listed[0]!.confirmed_at)).toBe(Date.parse(row.confirmed_at!))

    expect(await leave(listed[0]!.leave_token)).toBe(true)
    expect(await subscriptionOf(confirmed.email)).toBeNull()
  })
})
