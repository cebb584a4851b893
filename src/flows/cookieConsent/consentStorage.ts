import {
  CONSENT_CHOICES,
  CONSENT_GIVEN_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  type ConsentGiven,
  consentHolds,
  parseConsentGiven,
  type StoredConsent,
} from '../../../machines/cookieConsentChoice'
import { cookieConsentTextVersion } from '../../content/cookieConsentVersion'
import type { KeyValueStore } from '../../runtime/browserStorage'

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

const givenAt = (now: Date): ConsentGiven => ({ at: now.toISOString(), version: cookieConsentTextVersion })

/**
 * The one owner of the stored cookie choice: every read, write and removal of its keys goes through here. The banner
 * and the footer's link change it the moment the visitor acts, before the consent flow's code has loaded, and the
 * flow reads it when it starts; so a reload, a link or a lost network right after the click keeps it. Views
 * subscribe to see a change made by either.
 */
export const consentStorage = {
  /**
   * The stored choice with when and to which text it was given, or null when there is none (or storage cannot be
   * read). A choice stored without that, from before it was kept, counts as given to the current text now: it is
   * dated on this first read.
   */
  read(storage: KeyValueStore, now = new Date()): StoredConsent | null {
    const stored = storage.get(CONSENT_STORAGE_KEY)
    const choice = CONSENT_CHOICES.find((candidate) => candidate === stored)
    if (!choice) return null
    let given = parseConsentGiven(storage.get(CONSENT_GIVEN_STORAGE_KEY))
    if (!given) {
      given = givenAt(now)
      storage.set(CONSENT_GIVEN_STORAGE_KEY, JSON.stringify(given))
    }
    return { choice, given, current: consentHolds(given, now, cookieConsentTextVersion) }
  },
  /** The choice that holds now, or null: none stored, or one too old or given to an earlier text. */
  choiceNow(storage: KeyValueStore, now = new Date()): ConsentChoice | null {
    const stored = consentStorage.read(storage, now)
    return stored?.current ? stored.choice : null
  },
  write(storage: KeyValueStore, choice: ConsentChoice, now = new Date()): void {
    storage.set(CONSENT_STORAGE_KEY, choice)
    storage.set(CONSENT_GIVEN_STORAGE_KEY, JSON.stringify(givenAt(now)))
    changed()
  },
  forget(storage: KeyValueStore): void {
    storage.remove(CONSENT_STORAGE_KEY)
    storage.remove(CONSENT_GIVEN_STORAGE_KEY)
    changed()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
