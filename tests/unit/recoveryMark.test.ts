import { describe, expect, it } from 'vitest'
import { RECOVERY_PENDING_KEY, recoveryAwareEvent } from '../../src/flows/session/recoveryMark'
import type { KeyValueStore } from '../../src/runtime/browserStorage'

function memoryStore(): KeyValueStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  }
}

/** A session whose access token carries `session_id`, as both stacks issue it. */
const session = (id: string) => ({ access_token: `e30.${btoa(JSON.stringify({ session_id: id }))}.sig` })
const RECOVERY = session('0b7c6a10-0000-4000-8000-000000000001')
const OTHER = session('0b7c6a10-0000-4000-8000-000000000002')

describe('recoveryAwareEvent', () => {
  it('marks the browser when a recovery link is verified', () => {
    const storage = memoryStore()
    expect(recoveryAwareEvent('PASSWORD_RECOVERY', RECOVERY, storage)).toBe('PASSWORD_RECOVERY')
    expect(storage.entries.get(RECOVERY_PENDING_KEY)).toBe('0b7c6a10-0000-4000-8000-000000000001')
  })

  it('reports a reloaded recovery session as the recovery it still is, and a refreshed one too', () => {
    const storage = memoryStore()
    recoveryAwareEvent('PASSWORD_RECOVERY', RECOVERY, storage)
    expect(recoveryAwareEvent('INITIAL_SESSION', RECOVERY, storage)).toBe('PASSWORD_RECOVERY')
    expect(recoveryAwareEvent('TOKEN_REFRESHED', RECOVERY, storage)).toBe('PASSWORD_RECOVERY')
  })

  it('keeps the recovery when a reload reports the same session as SIGNED_IN before INITIAL_SESSION', () => {
    const storage = memoryStore()
    recoveryAwareEvent('PASSWORD_RECOVERY', RECOVERY, storage)
    expect(recoveryAwareEvent('SIGNED_IN', RECOVERY, storage)).toBe('PASSWORD_RECOVERY')
    expect(recoveryAwareEvent('INITIAL_SESSION', RECOVERY, storage)).toBe('PASSWORD_RECOVERY')
  })

  it.each([
    ['USER_UPDATED', RECOVERY],
    ['SIGNED_IN', OTHER],
  ] as const)('unmarks on %s: the password is set, or an ordinary sign-in replaced the session', (event, signedIn) => {
    const storage = memoryStore()
    recoveryAwareEvent('PASSWORD_RECOVERY', RECOVERY, storage)
    expect(recoveryAwareEvent(event, signedIn, storage)).toBe(event)
    expect(recoveryAwareEvent('INITIAL_SESSION', signedIn, storage)).toBe('INITIAL_SESSION')
  })

  it('unmarks when the session ends', () => {
    const storage = memoryStore()
    recoveryAwareEvent('PASSWORD_RECOVERY', RECOVERY, storage)
    expect(recoveryAwareEvent('SIGNED_OUT', null, storage)).toBe('SIGNED_OUT')
    expect(storage.entries.has(RECOVERY_PENDING_KEY)).toBe(false)
  })

  it('passes every event of an unmarked browser on unchanged', () => {
    const storage = memoryStore()
    expect(recoveryAwareEvent('INITIAL_SESSION', RECOVERY, storage)).toBe('INITIAL_SESSION')
    expect(recoveryAwareEvent('TOKEN_REFRESHED', RECOVERY, storage)).toBe('TOKEN_REFRESHED')
    expect(storage.entries.size).toBe(0)
  })
})
