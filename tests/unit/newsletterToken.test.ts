import { describe, expect, it } from 'vitest'
import { isNewsletterToken } from '../../supabase/functions/_shared/contract/newsletterToken'

const TOKEN = '0123456789abcdef'.repeat(4)

describe('the form of a newsletter link’s token', () => {
  it('is 64 lowercase hex characters, as the database issues them', () => {
    expect(isNewsletterToken(TOKEN)).toBe(true)
  })

  it('is not met by a token missing, cut short, in capitals, with other characters or white space', () => {
    for (const token of [null, '', TOKEN.slice(1), TOKEN.toUpperCase(), `${TOKEN.slice(1)}g`, ` ${TOKEN}`]) {
      expect(isNewsletterToken(token), String(token)).toBe(false)
    }
  })
})
