import { CONSENT_CHOICES, CONSENT_STORAGE_KEY, type ConsentChoice } from '../../../machines/cookieConsentChoice'
import type { KeyValueStore } from '../../runtime/browserStorage'

/**
 * The cookie choice stored by an earlier visit, read without the consent flow (which reads it again
 * when it runs): whether the banner shows, and whether analytics must start at once.
 */
export function storedChoice(storage: KeyValueStore): ConsentChoice | null {
  const stored = storage.get(CONSENT_STORAGE_KEY)
  return CONSENT_CHOICES.find((choice) => choice === stored) ?? null
}
