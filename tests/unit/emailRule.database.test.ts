import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail } from '../../supabase/functions/_shared/contract/text'
import { addressLike } from './support/generators'
import { migratedDatabase } from './support/migratedDatabase'

/**
 * The one e-mail rule against PostgreSQL itself: the local stack's database (PGlite) with the
 * migrations applied, so the table's own check decides.
 */
const database = migratedDatabase()

/** Whether `newsletter_subscriptions` takes the address; nothing is kept. */
async function tableAccepts(email: string): Promise<boolean> {
  let accepted = false
  await database().transaction(async (tx) => {
    try {
      await tx.query('insert into public.newsletter_subscriptions (email) values ($1)', [email])
      accepted = true
    } catch (error) {
      expect((error as { code?: string }).code).toBe('23514')
    }
    await tx.rollback()
  })
  return accepted
}

/** Any text PostgreSQL can hold: no NUL and no lone surrogate. */
const storableText = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((text) => !text.includes('\u0000'))

describe('the one e-mail rule and the database', () => {
  it('accepts exactly the addresses the newsletter table accepts', async () => {
    await fc.assert(
      fc.asyncProperty(addressLike(['\u0085']), async (email) => {
        expect(isValidEmail(email)).toBe(await tableAccepts(email))
      }),
      { numRuns: 300 },
    )
  })

  it('never accepts an address the table refuses, whatever the characters', async () => {
    const address = fc.tuple(storableText, storableText, storableText).map(([local, domain, top]) => `${local}@${domain}.${top}`)
    await fc.assert(
      fc.asyncProperty(fc.oneof(address, storableText), async (email) => {
        if (isValidEmail(email)) expect(await tableAccepts(email)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('refuses every character the database counts as whitespace, and beyond those only other spaces', async () => {
    const { rows } = await database().query<{ c: number }>(
      `select c from generate_series(1, 1114111) as c
        where (c < 55296 or c > 57343) and chr(c) <> '@' and ('a' || chr(c) || 'b@ola.no') !~* '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'`,
    )
    const refusedByDatabase = rows.map((row) => row.c)
    expect(refusedByDatabase).toContain(0x20)
    const refusedByRule: number[] = []
    for (let c = 1; c <= 0x10ffff; c++) {
      if ((c < 0xd800 || c > 0xdfff) && c !== 0x40 && !isValidEmail(`a${String.fromCodePoint(c)}b@ola.no`)) refusedByRule.push(c)
    }
    expect(refusedByRule).toEqual(expect.arrayContaining(refusedByDatabase))
    const onlyByRule = refusedByRule.filter((c) => !refusedByDatabase.includes(c))
    for (const c of onlyByRule) expect(String.fromCodePoint(c)).toMatch(/\s/)
  })
})
