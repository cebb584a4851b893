import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactFieldErrors, type ContactMessage, sanitizeForSending } from '../../supabase/functions/_shared/contact'
import { applyMigrations, type Database, openDatabase } from '../../supabase/local/database'

/**
 * The contact rules against PostgreSQL itself: the local stack's database (PGlite) with the
 * migrations applied, so `contact_messages`' own checks decide. A row goes in as hosted Supabase's
 * Data API puts it in: the JSON body, read by PostgreSQL's JSON parser into the table's row type.
 */
let db: Database

beforeAll(async () => {
  db = await openDatabase(null)
  await applyMigrations(db, fileURLToPath(new URL('../../supabase/migrations/', import.meta.url)))
}, 60_000)

afterAll(async () => {
  await db?.close()
})

/** What the database says to the row, as the Data API would send it; nothing is kept. */
async function insertProblem(message: ContactMessage): Promise<string | null> {
  let problem: string | null = null
  await db.transaction(async (tx) => {
    try {
      await tx.query(
        `insert into public.contact_messages (name, email, subject, message, client_key)
         select name, email, subject, message, client_key
           from json_populate_record(null::public.contact_messages, $1::json)`,
        [JSON.stringify({ ...message, client_key: 'test' })],
      )
    } catch (error) {
      problem = `${(error as { code?: string }).code}: ${(error as Error).message}`
    }
    await tx.rollback()
  })
  return problem
}

/** The message the contact function would store for these values, or null when it would answer 400. */
function storedFor(values: Partial<ContactMessage>): ContactMessage | null {
  return Object.keys(contactFieldErrors(values)).length === 0 ? sanitizeForSending(values) : null
}

const valid: ContactMessage = {
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten vår.',
}

describe('contact messages and the database', () => {
  it('stores a valid message', async () => {
    expect(await insertProblem(valid)).toBeNull()
  })

  it('can store what the rules accept when a field holds NUL, other control characters or lone surrogates', async () => {
    const stored = storedFor({
      name: 'Kari\u0000 Nordmann\ud800',
      email: 'kari\u0000@oppdrett.no',
      subject: 'Brønnbåt\u0001 i uke 12\udc00',
      message: 'Vi trenger\u0000 en brønnbåt\u001b til lokaliteten vår.',
    })
    expect(stored).not.toBeNull()
    expect(await insertProblem(stored!)).toBeNull()
  })
})
