import type { Page } from '@playwright/test'
import { cookieConsentText } from '../../../src/content/cookieConsent'

/** The cookie banner on any page: its region and its two answers, 'Godta alle' and 'Kun nødvendige'. */
export function cookieBanner(page: Page) {
  const region = page.getByRole('region', { name: cookieConsentText.label, exact: true })
  return {
    region,
    acceptAll: region.getByRole('button', { name: cookieConsentText.acceptAll, exact: true }),
    necessaryOnly: region.getByRole('button', { name: cookieConsentText.necessaryOnly, exact: true }),
  }
}
