import type { Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY, type cookieConsentMachine, type StoredConsent } from '../../../machines/cookieConsent.machine'
import { footerText } from '../../../src/content/footer'
import { cookieConsentPaths } from '../../../tools/machinePaths/specs/cookieConsent'
import { cookieBanner } from '../../e2e/support/cookieBanner'
import { expect } from '../../e2e/support/fixtures'
import { waitForHydration } from '../../e2e/support/hydration'
import { answer, type BrowserModel, person } from '../model'
import { newsletterField } from '../../e2e/support/newsletter'
import { storedConsent } from '../../support/consent'

type Machine = typeof cookieConsentMachine

/** The header's link to each page a path's `page.view` goes to. */
const HEADER_LINKS: Record<string, string> = { '/kontakt': 'Kontakt' }

const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)

/** A page without the banner, its choice stored. */
const chosen = (choice: 'accepted' | 'declined') => async (page: Page) => {
  await expect(cookieBanner(page).region).toBeHidden()
  expect(await storedChoice(page)).toBe(choice)
}

/** The banner, asking. */
const asked = async (page: Page) => {
  await expect(cookieBanner(page).acceptAll).toBeVisible()
  await expect(cookieBanner(page).necessaryOnly).toBeVisible()
}

export const cookieConsentModel: BrowserModel<Machine> = {
  spec: cookieConsentPaths,
  // A visitor who uses the footer's form first, so the consent flow runs before any answer and each answer reaches it.
  // An answer given before the flow runs is stored by the banner and read as the flow starts (tests/e2e/consent.spec.ts).
  open: async ({ page, machineRuns }) => {
    await page.goto('/')
    await waitForHydration(page)
    await newsletterField(page).input.focus()
    await machineRuns()
  },
  events: {
    'consent.accept': person(({ page }) => cookieBanner(page).acceptAll.click()),
    'consent.decline': person(({ page }) => cookieBanner(page).necessaryOnly.click()),
    'consent.reopen': person(({ page }) => page.getByRole('contentinfo').getByRole('button', { name: footerText.cookieChoice }).click()),
    'page.view': person(({ page }, { path }: { path: string }) =>
      page.getByRole('banner').getByRole('link', { name: HEADER_LINKS[path], exact: true }).click(),
    ),
    // A choice stored by an earlier visit, 13 months old when stale: in the browser's storage before the page opens.
    'done:readConsent': answer(async ({ page }, { output }: { output: StoredConsent | null }) => {
      if (output === null) return
      const entries = storedConsent(output.choice, { monthsAgo: output.current ? 0 : 13 })
      await page.addInitScript((stored) => Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value)), entries)
    }),
  },
  views: {
    'cookieConsent.unset': asked,
    'cookieConsent.stale': asked,
    'cookieConsent.accepted': chosen('accepted'),
    'cookieConsent.declined': chosen('declined'),
  },
  passing: { 'cookieConsent.checking': 'the flow reads the stored choice as it starts and moves on at once' },
}
