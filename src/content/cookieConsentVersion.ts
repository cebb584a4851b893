/**
 * The version of the cookie banner's text (cookieConsent.ts) and of what analytics measures: raise it with any change
 * to either, and every stored choice is asked for again (machines/cookieConsentChoice.ts). A file of its own, as the
 * page reads it before the banner's text loads.
 */
export const cookieConsentTextVersion = 1
