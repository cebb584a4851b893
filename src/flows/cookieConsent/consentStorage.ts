import { CONSENT_CHOICES, CONSENT_STORAGE_KEY, type ConsentChoice } from '../../../machines/cookieConsentChoice'
import type { KeyValueStore } from '../../runtime/browserStorage'

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/**
 * The one owner of the stored cookie choice: every read, write and removal of its key goes through here. The banner
 * and the footer's link change it the moment the visitor acts, before the consent flow's code has loaded, and the
 * flow reads it when it starts; so a reload, a link or a lost network right after the click keeps it. Views
 * subscribe to see a change made by either.
 */
export const consentStorage = {
  /** The stored choice, or null when there is none (or storage cannot be read). */
  read(storage: KeyValueStore): ConsentChoice | null {
    const stored = storage.get(CONSENT_STORAGE_KEY)
    return CONSENT_CHOICES.find((choice) => choice === stored) ?? null
  },
  write(storage: KeyValueStore, choice: ConsentChoice): void {
    storage.set(CONSENT_STORAGE_KEY, choice)
    changed()
  },
  forget(storage: KeyValueStore): void {
    storage.remove(CONSENT_STORAGE_KEY)
    changed()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
