import { describe, expect, it } from 'vitest'
import { CONSENT_GIVEN_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../../machines/cookieConsentChoice'
import { cookieConsentTextVersion } from '../../src/content/cookieConsentVersion'
import { consentStorage } from '../../src/flows/cookieConsent/consentStorage'
import { memoryStore } from '../components/support/memoryStore'
import { storedConsent } from '../support/consent'

const NOW = new Date('2026-12-04T12:00:00.000Z')

describe('the stored cookie choice', () => {
  it('holds for just under 12 months, and is stale from 12 months on', () => {
    const justUnder = memoryStore(storedConsent('accepted', { monthsAgo: 12, now: new Date(NOW.getTime() + 1) }))
    expect(consentStorage.read(justUnder, NOW)?.current).toBe(true)
    expect(consentStorage.choiceNow(justUnder, NOW)).toBe('accepted')
    const twelveMonths = memoryStore(storedConsent('accepted', { monthsAgo: 12, now: NOW }))
    expect(consentStorage.read(twelveMonths, NOW)?.current).toBe(false)
    expect(consentStorage.choiceNow(twelveMonths, NOW)).toBeNull()
  })

  it('is stale when given to another version of the banner text, a declined choice as an accepted one', () => {
    const earlier = memoryStore(storedConsent('declined', { version: cookieConsentTextVersion - 1, now: NOW }))
    expect(consentStorage.read(earlier, NOW)).toMatchObject({ choice: 'declined', current: false })
    expect(consentStorage.choiceNow(earlier, NOW)).toBeNull()
  })

  it('dates a choice stored without its context on the first read, to the current text, and keeps that date', () => {
    const storage = memoryStore({ [CONSENT_STORAGE_KEY]: 'declined' })
    const given = { at: NOW.toISOString(), version: cookieConsentTextVersion }
    expect(consentStorage.read(storage, NOW)).toEqual({ choice: 'declined', given, current: true })
    expect(JSON.parse(storage.entries.get(CONSENT_GIVEN_STORAGE_KEY)!)).toEqual(given)
    expect(consentStorage.read(storage, new Date('2027-03-01T00:00:00.000Z'))?.given).toEqual(given)
  })

  it('dates a choice whose context cannot be read as one without it', () => {
    const storage = memoryStore({ [CONSENT_STORAGE_KEY]: 'accepted', [CONSENT_GIVEN_STORAGE_KEY]: '{"at":"soon","version":1}' })
    expect(consentStorage.read(storage, NOW)?.given.at).toBe(NOW.toISOString())
  })

  it('reads an unknown value as no choice, and dates nothing', () => {
    const storage = memoryStore({ [CONSENT_STORAGE_KEY]: 'yes' })
    expect(consentStorage.read(storage, NOW)).toBeNull()
    expect(storage.entries.has(CONSENT_GIVEN_STORAGE_KEY)).toBe(false)
  })

  it('stores an answer with its day and the current text, and removes both when withdrawn', () => {
    const storage = memoryStore()
    consentStorage.write(storage, 'accepted', NOW)
    expect(storage.entries.get(CONSENT_STORAGE_KEY)).toBe('accepted')
    expect(JSON.parse(storage.entries.get(CONSENT_GIVEN_STORAGE_KEY)!)).toEqual({
      at: NOW.toISOString(),
      version: cookieConsentTextVersion,
    })
    consentStorage.forget(storage)
    expect([...storage.entries.keys()]).toEqual([])
  })
})
