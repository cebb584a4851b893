import { beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys'
import { callConfirmationRun } from './support/newsletter'
import { anonClient } from './support/stack'
import { confirmedUser } from './support/users'

/** The tables of the newsletter: the sign-ups and everything the double opt-in keeps beside them. */
const TABLES = [
  'newsletter_subscriptions',
  'newsletter_consent_texts',
  'newsletter_settings',
  'newsletter_leave_tokens',
  'newsletter_recent_mails',
  'newsletter_recent_signups',
]

/** The functions only the service role runs (the mail run, the export, the retention job), with arguments. */
const SERVICE_FUNCTIONS: [string, Record<string, unknown>][] = [
  ['claim_newsletter_confirmations', { max_rows: 10, max_attempts: 10, lease_seconds: 120 }],
  [
    'finish_newsletter_confirmation',
    { subscription_id: crypto.randomUUID(), claim: crypto.randomUUID(), failure: null, retry_after_seconds: 60 },
  ],
  ['newsletter_mailing_list', {}],
  ['delete_expired_newsletter_signups', {}],
  ['newsletter_new_token', {}],
  ['newsletter_token_hash', { token: 'a'.repeat(64) }],
  ['newsletter_keyed_hash', { value: 'kari@oppdrett.test' }],
  ['newsletter_request_client', {}],
]

let user: Awaited<ReturnType<typeof confirmedUser>>
beforeAll(async () => {
  user = await confirmedUser('nyhetsbrev-tilgang')
})

const callers = () =>
  [
    ['a visitor (anon)', anonClient(), 401],
    ['a signed-in user', user.client, 403],
  ] as const

describe('the newsletter’s tables and functions through the data API', () => {
  it('let neither a visitor nor a signed-in user read any table', async () => {
    for (const [, client, status] of callers())
      for (const table of TABLES) {
        const answer = await client.from(table).select('*')
        expect([table, answer.status, answer.error?.code, answer.data]).toEqual([table, status, '42501', null])
      }
  })

  it('let neither run the functions of the service role', async () => {
    for (const [, client, status] of callers())
      for (const [name, args] of SERVICE_FUNCTIONS) {
        const answer = await client.rpc(name, args)
        expect([name, answer.status, answer.error?.code]).toEqual([name, status, '42501'])
      }
  })
})

describe('the confirmation mails’ run', () => {
  it('refuses a call without a key (401), and the anon key or a user’s token (403)', async () => {
    expect((await callConfirmationRun(undefined, null)).status).toBe(401)
    expect((await callConfirmationRun(undefined, ANON_KEY)).status).toBe(403)
    expect((await callConfirmationRun(undefined, user.session.access_token)).status).toBe(403)
  })
})
