import { describe, expect, it, vi } from 'vitest'
import { forgetLinkToken, takeLinkToken, type TokenParam } from '../../src/flows/shared/linkToken'
import { memoryStore } from '../components/support/memoryStore'

/** A page load at `address` in a tab whose session storage is `storage`. */
function open(address: string, storage = memoryStore(), tokenParam?: TokenParam) {
  const url = new URL(address, 'https://havbors.no')
  const history = { state: { from: 'router' }, replaceState: vi.fn() }
  const token = takeLinkToken({ pathname: url.pathname, search: url.search, hash: url.hash }, history, storage, tokenParam)
  return { token, history, storage }
}

describe('takeLinkToken', () => {
  it('takes the token and its type out of the address, replacing the history entry, and keeps them for the tab', () => {
    const { token, history, storage } = open('/bekreft-e-post?token_hash=pkce_abc123&type=signup')
    expect(token).toEqual({ token: 'pkce_abc123', type: 'signup' })
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ from: 'router' }, '', '/bekreft-e-post')
    expect([...storage.entries]).toEqual([['mail_link:/bekreft-e-post', JSON.stringify(token)]])
  })

  it('takes a newsletter link’s `token` the same way, and no `token_hash` there', () => {
    const token = 'a'.repeat(64)
    const { token: link, history, storage } = open(`/nyhetsbrev/avmeld?token=${token}`, memoryStore(), 'token')
    expect(link).toEqual({ token, type: null })
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ from: 'router' }, '', '/nyhetsbrev/avmeld')
    expect([...storage.entries]).toEqual([['mail_link:/nyhetsbrev/avmeld', JSON.stringify(link)]])
    expect(open('/nyhetsbrev/bekreft?token_hash=abc', memoryStore(), 'token').token).toEqual({ token: null, type: null })
  })

  it('leaves the rest of the address as it was', () => {
    const { history } = open('/nytt-passord?utm_source=e-post&token_hash=abc&type=recovery#skjema')
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ from: 'router' }, '', '/nytt-passord?utm_source=e-post#skjema')
  })

  it('reads the kept token back on a reload, whose address no longer has it', () => {
    const { storage } = open('/nytt-passord?token_hash=abc&type=recovery')
    const reload = open('/nytt-passord', storage)
    expect(reload.token).toEqual({ token: 'abc', type: 'recovery' })
    expect(reload.history.replaceState).not.toHaveBeenCalled()
  })

  it('keeps each page’s token apart', () => {
    const { storage } = open('/nytt-passord?token_hash=abc&type=recovery')
    expect(open('/bekreft-e-post', storage).token).toEqual({ token: null, type: null })
  })

  it('finds nothing when the page was opened without a token and the tab kept none, or kept something unreadable', () => {
    expect(open('/bekreft-e-post').token).toEqual({ token: null, type: null })
    expect(open('/bekreft-e-post?token_hash=', memoryStore()).token).toEqual({ token: null, type: null })
    for (const kept of ['{', '"abc"', JSON.stringify({ token: 42, type: ['signup'] })]) {
      const storage = memoryStore({ 'mail_link:/bekreft-e-post': kept })
      expect(open('/bekreft-e-post', storage).token).toEqual({ token: null, type: null })
    }
  })

  it('forgets the kept token once the link has been used or refused', () => {
    const { storage } = open('/bekreft-e-post?token_hash=abc&type=signup')
    forgetLinkToken('/bekreft-e-post', storage)
    expect(storage.entries.size).toBe(0)
    expect(open('/bekreft-e-post', storage).token).toEqual({ token: null, type: null })
  })
})
