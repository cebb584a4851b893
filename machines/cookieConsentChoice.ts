/**
 * Where the visitor's cookie choice is stored, the choices there are, and when one is asked for again; no state-chart
 * code, so a page can read it before the flows load. The choice keeps its key and values; beside it, under a key of
 * its own, is when it was given and which version of the banner's text it answered.
 */
export const CONSENT_STORAGE_KEY = 'cookie_consent_v1'
export const CONSENT_GIVEN_STORAGE_KEY = 'cookie_consent_v1_given'
export const CONSENT_CHOICES = ['accepted', 'declined'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

/** A choice this old is asked for again (docs/decisions.md, 'Cookie consent and withdrawal'). */
export const CONSENT_MAX_AGE_MONTHS = 12

/** When a choice was given (an ISO time) and the version of the banner's text it answered. */
export interface ConsentGiven {
  at: string
  version: number
}

/** A stored choice with its context, and whether it still holds. */
export interface StoredConsent {
  choice: ConsentChoice
  given: ConsentGiven
  /** Given under the banner's current text, less than {@link CONSENT_MAX_AGE_MONTHS} ago. */
  current: boolean
}

/** Whether a choice given as `given` still holds at `now` for the banner's text of `version`. */
export function consentHolds(given: ConsentGiven, now: Date, version: number): boolean {
  const expires = new Date(given.at)
  expires.setUTCMonth(expires.getUTCMonth() + CONSENT_MAX_AGE_MONTHS)
  return given.version === version && now < expires
}

/** The context read back from storage, or null when it is missing or not one. */
export function parseConsentGiven(stored: string | null): ConsentGiven | null {
  try {
    const { at, version } = JSON.parse(stored ?? 'null') as Partial<ConsentGiven>
    return typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isInteger(version) ? { at, version: version! } : null
  } catch {
    return null
  }
}
