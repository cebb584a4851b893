import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactFieldErrors,
  type ContactMessage,
  sanitizeForSending,
} from '../../supabase/functions/_shared/contract/contactRules'
import { messyText, plainText, textAround } from './support/generators'
import { migratedDatabase } from './support/migratedDatabase'
import { contactMessage } from '../support/contactForm'

/**
 * The contact rules against PostgreSQL itself: the local stack's database (PGlite) with the
 * migrations applied, so `contact_messages`' own checks decide. A row goes in as hosted Supabase's
 * Data API puts it in: the JSON body, read by PostgreSQL's JSON parser into the table's row type.
 */
const database = migratedDatabase()

/** What the database says to the row, as the Data API would send it; nothing is kept. */
async function insertProblem(message: ContactMessage): Promise<string | null> {
  let problem: string | null = null
  await database().transaction(async (tx) => {
    try {
      await tx.query(
        `insert into public.contact_messages (${CONTACT_FIELDS.join(', ')}, client_key)
         select ${CONTACT_FIELDS.join(', ')}, client_key
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

const valid: ContactMessage = contactMessage({
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten vår.',
})

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

  it('accepts no field shorter than the table allows: an emoji is one character there', async () => {
    for (const values of [
      { ...valid, name: '🐟' },
      { ...valid, subject: '😀' },
      { ...valid, message: '🌊'.repeat(9) },
    ]) {
      const stored = storedFor(values)
      if (stored) expect(await insertProblem(stored)).toBeNull()
    }
  })

  it('can store every message the rules accept, whatever was sent', async () => {
    const field = (max: number) => fc.oneof(messyText, plainText, textAround(max))
    const body = fc.record({
      name: field(CONTACT_LIMITS.name.max),
      email: fc.oneof(
        fc.emailAddress(),
        messyText.map((text) => `${text}@oppdrett.no`),
      ),
      subject: field(CONTACT_LIMITS.subject.max),
      message: fc.oneof(field(CONTACT_LIMITS.message.max), textAround(CONTACT_LIMITS.message.min)),
    })
    await fc.assert(
      fc.asyncProperty(body, async (values) => {
        const stored = storedFor(values)
        if (stored) expect(await insertProblem(stored)).toBeNull()
      }),
      { numRuns: 300 },
    )
  })

  it('accepts a name, subject or message exactly when the table’s length check does', async () => {
    const text = (max: number, min: number) => fc.oneof(messyText, plainText, textAround(max), textAround(min))
    const oneField = fc.oneof(
      text(CONTACT_LIMITS.name.max, CONTACT_LIMITS.name.min).map((value) => ({ field: 'name' as const, value })),
      text(CONTACT_LIMITS.subject.max, CONTACT_LIMITS.subject.min).map((value) => ({ field: 'subject' as const, value })),
      text(CONTACT_LIMITS.message.max, CONTACT_LIMITS.message.min).map((value) => ({ field: 'message' as const, value })),
    )
    await fc.assert(
      fc.asyncProperty(oneField, async ({ field, value }) => {
        const values = { ...valid, [field]: value }
        const accepted = !contactFieldErrors(values)[field]
        const problem = await insertProblem(sanitizeForSending(values))
        expect(problem === null).toBe(accepted)
        if (problem) expect(problem).toMatch(/^23514: .*contact_messages_/)
      }),
      { numRuns: 300 },
    )
  })
})
