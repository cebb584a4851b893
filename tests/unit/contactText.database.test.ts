import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactFieldErrors,
  type ContactMessage,
  sanitizeForSending,
} from '../../supabase/functions/_shared/contract/contactRules'
import { anyContactTyping, typedContactText } from './support/generators'
import { migratedDatabase } from './support/migratedDatabase'
import { contactMessage, byField, TEXT_FIELDS } from '../support/contactForm'

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

const valid: ContactMessage = contactMessage()

describe('contact messages and the database', () => {
  it('stores a valid message', async () => {
    expect(await insertProblem(valid)).toBeNull()
  })

  it('can store what the rules accept when a field holds NUL, other control characters or lone surrogates', async () => {
    const stored = storedFor(byField((field) => `${valid[field].slice(0, 1)}\u0000\u001b${valid[field].slice(1)}\ud800`))
    expect(stored).not.toBeNull()
    expect(await insertProblem(stored!)).toBeNull()
  })

  it('counts an emoji as one character, as the rules do', async () => {
    for (const field of TEXT_FIELDS) {
      const { min } = CONTACT_LIMITS[field]
      expect(await insertProblem({ ...valid, [field]: '🐟'.repeat(min) })).toBeNull()
      expect(await insertProblem({ ...valid, [field]: '🐟'.repeat(min - 1) })).toMatch(/^23514: .*contact_messages_/)
    }
  })

  it('can store every message the rules accept, whatever was sent', async () => {
    await fc.assert(
      fc.asyncProperty(anyContactTyping, async (values) => {
        const stored = storedFor(values)
        if (stored) expect(await insertProblem(stored)).toBeNull()
      }),
      { numRuns: 300 },
    )
  })

  it('accepts a text field exactly when the table’s length check does', async () => {
    const oneField = fc.constantFrom(...TEXT_FIELDS).chain((field) => typedContactText(field).map((value) => ({ field, value })))
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
