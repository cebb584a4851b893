import { describe, expect, it } from 'vitest'
import { isAuthLinkToken } from '../../machines/validation/authLinkToken'
import { tokenHash } from '../../supabase/local/authMail'

describe('the form of a sign-up or recovery link’s token', () => {
  it('is the one the local stack writes, as GoTrue does, in either flow', () => {
    const hash = tokenHash('kari@example.no', '123456')
    expect(isAuthLinkToken(hash)).toBe(true)
    expect(isAuthLinkToken(`pkce_${hash}`)).toBe(true)
  })

  it('is not met by a token missing, cut short, lengthened, in capitals or with other characters', () => {
    const hash = tokenHash('kari@example.no', '123456')
    for (const token of [null, '', hash.slice(0, -1), `${hash}0`, hash.toUpperCase(), `${hash.slice(0, -1)}g`, `pkce${hash}`, ` ${hash}`]) {
      expect(isAuthLinkToken(token), String(token)).toBe(false)
    }
  })
})
