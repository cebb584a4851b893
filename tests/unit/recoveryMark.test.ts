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

describe('recoveryAwareEvent', () => {
  it('marks the browser when a recovery link is verified', () => {
    const storage = memoryStore()
    expect(recoveryAwareEvent('PASSWORD_RECOVERY', true, storage)).toBe('PASSWORD_RECOVERY')
    expect(storage.entries.get(RECOVERY_PENDING_KEY)).toBe('1')
  })

  it('reports a reloaded recovery session as the recovery it still is, and a refreshed one too', () => {
    const storage = memoryStore()
    recoveryAwareEvent('PASSWORD_RECOVERY', true, storage)
    expect(recoveryAwareEvent('INITIAL_SESSION', true, storage)).toBe('PASSWORD_RECOVERY')
    expect(recoveryAwareEvent('TOKEN_REFRESHED', true, storage)).toBe('PASSWORD_RECOVERY')
  })

  it.each(['USER_UPDATED', 'SIGNED_IN'] as const)(
    'unmarks on %s: the password is set, or an ordinary sign-in replaced the session',
    (event) => {
      const storage = memoryStore()
      recoveryAwareEvent('PASSWORD_RECOVERY', true, storage)
      expect(recoveryAwareEvent(event, true, storage)).toBe(event)
      expect(recoveryAwareEvent('INITIAL_SESSION', true, storage)).toBe('INITIAL_SESSION')
    },
  )

  it('unmarks when the session ends', () => {
    const storage = memoryStore()
    recoveryAwareEvent('PASSWORD_RECOVERY', true, storage)
    expect(recoveryAwareEvent('SIGNED_OUT', false, storage)).toBe('SIGNED_OUT')
    expect(storage.entries.has(RECOVERY_PENDING_KEY)).toBe(false)
  })

  it('passes every event of an unmarked browser on unchanged', () => {
    const storage = memoryStore()
    expect(recoveryAwareEvent('INITIAL_SESSION', true, storage)).toBe('INITIAL_SESSION')
    expect(recoveryAwareEvent('TOKEN_REFRESHED', true, storage)).toBe('TOKEN_REFRESHED')
    expect(storage.entries.size).toBe(0)
  })
})
