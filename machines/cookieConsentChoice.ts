/**
 * Where the visitor's cookie choice is stored, and the choices there are; no state-chart code, so a page can read it
 * before the flows load. A change in what is stored asks everyone again under a new key (`_v2`).
 */
export const CONSENT_STORAGE_KEY = 'cookie_consent_v1'
export const CONSENT_CHOICES = ['accepted', 'declined'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]
