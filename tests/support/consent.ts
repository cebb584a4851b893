import { CONSENT_GIVEN_STORAGE_KEY, CONSENT_STORAGE_KEY, type ConsentChoice } from '../../machines/cookieConsentChoice'
import { cookieConsentTextVersion } from '../../src/content/cookieConsentVersion'

/** The storage of a cookie choice given `monthsAgo` months before `now` to the banner's text of `version`. */
export function storedConsent(
  choice: ConsentChoice,
  { monthsAgo = 0, version = cookieConsentTextVersion, now = new Date() }: { monthsAgo?: number; version?: number; now?: Date } = {},
): Record<string, string> {
  const at = new Date(now)
  at.setUTCMonth(at.getUTCMonth() - monthsAgo)
  return { [CONSENT_STORAGE_KEY]: choice, [CONSENT_GIVEN_STORAGE_KEY]: JSON.stringify({ at: at.toISOString(), version }) }
}
