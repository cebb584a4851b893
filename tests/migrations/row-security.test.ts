import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_RATE_LIMIT } from '../../supabase/functions/send-contact-notification/limits'
import { openPostgresDatabase, type PostgresDatabase } from '../../supabase/local/postgresDatabase'
import { contactMessage } from '../support/contactForm'
import { pushMigrations } from './support/supabaseCli'

/**
 * Grants and row-level security seen from outside, on a real PostgreSQL the CLI migrated: each
 * statement runs on a connection of its own as the API role PostgREST would take for the request.
 */
const PORT = 23333
const API_USER = { role: 'authenticated', sub: '5c0f7d3e-6a43-4d4e-9a57-3f1f2f0c1d2e' }
type Role = 'anon' | 'authenticated' | 'service_role'

let database: PostgresDatabase

/** Runs one statement as `role`, in a transaction with the request's claims, as PostgREST does; its rows or its SQLSTATE. */
async function as(role: Role, sql: string, params: unknown[] = []): Promise<{ rows: unknown[] } | { code: string }> {
  const client = new pg.Client(database.url)
  await client.connect()
  try {
    await client.query('begin')
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      role,
      JSON.stringify(role === 'authenticated' ? API_USER : { role }),
    ])
    const { rows } = await client.query(sql, params)
    await client.query('commit')
    return { rows }
  } catch (error) {
    return { code: (error as { code: string }).code }
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  database = await openPostgresDatabase(null, PORT)
  await pushMigrations(database.url)
}, 120_000)
afterAll(() => database?.close())

describe.each(['anon', 'authenticated'] as const)('the role %s', (role) => {
  it('may add an address to the newsletter list, but read, change or delete none', async () => {
    expect(await as(role, 'insert into public.newsletter_subscriptions (email) values ($1)', [`${role}@example.com`])).toEqual({ rows: [] })
    for (const sql of [
      'select email from public.newsletter_subscriptions',
      "update public.newsletter_subscriptions set email = 'x@example.com'",
      'delete from public.newsletter_subscriptions',
    ])
      expect(await as(role, sql)).toEqual({ code: '42501' })
  })

  it('reaches neither the contact messages, the password checks, the data exports nor what the newsletter keeps beside its list', async () => {
    for (const table of [
      'contact_messages',
      'account_password_checks',
      'account_data_exports',
      'newsletter_consent_texts',
      'newsletter_settings',
      'newsletter_leave_tokens',
      'newsletter_recent_mails',
      'newsletter_recent_signups',
    ]) {
      expect(await as(role, `select * from public.${table}`)).toEqual({ code: '42501' })
      expect(await as(role, `delete from public.${table}`)).toEqual({ code: '42501' })
    }
    expect(
      await as(
        role,
        "insert into public.contact_messages (name, email, subject, message, client_key) values ('a', 'a@example.com', 'b', 'c', 'd')",
      ),
    ).toEqual({ code: '42501' })
  })

  it('may execute only the two functions of a newsletter link’s press', async () => {
    const { rows } = await database.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and has_function_privilege($1, p.oid, 'execute')`,
      [role],
    )
    expect(rows.map((row) => row.name).sort()).toEqual(['confirm_newsletter_subscription(text)', 'leave_newsletter(text)'])
    expect(
      await as(
        role,
        `select public.store_contact_message('{"name": "a", "email": "a@example.com", "subject": "b", "message": "c"}', 'd', 5, 600)`,
      ),
    ).toEqual({ code: '42501' })
    expect(await as(role, 'select public.newsletter_mailing_list()')).toEqual({ code: '42501' })
    expect(await as(role, "select public.account_data('a@example.com')")).toEqual({ code: '42501' })
    expect(await as(role, `select public.claim_account_data_export('${API_USER.sub}', 100, 1)`)).toEqual({ code: '42501' })
  })
})

describe('the contact limit under simultaneous sessions', () => {
  const SESSIONS = 20

  it(`stores exactly ${CONTACT_RATE_LIMIT.messages} of ${SESSIONS} messages one sender sends at once on ${SESSIONS} connections`, async () => {
    const results = await Promise.all(
      Array.from({ length: SESSIONS }, (_, index) =>
        as('service_role', 'select public.store_contact_message($1, $2, $3, $4) as id', [
          contactMessage({ name: `Avsender ${index}` }),
          'burst-sender',
          CONTACT_RATE_LIMIT.messages,
          CONTACT_RATE_LIMIT.windowMs / 1000,
        ]),
      ),
    )
    const stored = results.filter((result) => 'rows' in result && (result.rows[0] as { id: string | null }).id !== null)
    expect(results.filter((result) => 'code' in result)).toEqual([])
    expect(stored).toHaveLength(CONTACT_RATE_LIMIT.messages)
    const { rows } = await database.query<{ count: number }>(
      "select count(*)::int as count from public.contact_messages where client_key = 'burst-sender'",
    )
    expect(rows[0]!.count).toBe(CONTACT_RATE_LIMIT.messages)
  })
})
