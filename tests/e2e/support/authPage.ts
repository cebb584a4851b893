import type { Page } from '@playwright/test'
import { expectSignedIn } from './account'
import { authForm, createConfirmedUser, signInThroughStack, storeSessionBeforeLoad } from './auth'
import { expect } from './fixtures'
import { waitForHydration, waitUntilInteractive } from './hydration'

/**
 * The /auth page and the signed-in site against the run's own stack (tests/e2e/auth/): real sign-ups,
 * confirmation mails from its inbox, real sessions. Users that a test only needs signed in are made
 * and confirmed through the stack, and their session is stored as an earlier visit would have left it.
 */

/** The checklist's rules, by what the visitor reads, in the order they are listed. */
export const RULES = {
  length: 'Minst 8 tegn',
  uppercase: 'Minst én stor bokstav',
  lowercase: 'Minst én liten bokstav',
  digit: 'Minst ett tall',
  special: 'Minst ett spesialtegn, for eksempel ! ? @ # eller %',
  notCommon: 'Ikke et vanlig passord som «123456» eller «password»',
} as const
export type Rule = keyof typeof RULES

/** Opens /auth on `tab` once the form can be used: what is filled in before hydration commits may be lost. */
export async function openAuthPage(page: Page, tab: 'signIn' | 'signUp' = 'signIn') {
  await page.goto('/auth')
  const form = authForm(page)
  await waitUntilInteractive(page, form.submit)
  if (tab === 'signUp') await form.selectTab('signUp')
  await expect(form.tab(tab)).toHaveAttribute('aria-selected', 'true')
  return form
}

/**
 * Opens `path` with a fresh session of a new confirmed user stored, as after an earlier visit, and
 * (where the navigation bar shows its account links) waits for 'Logg ut' there.
 */
export async function visitSignedIn(
  page: Page,
  path: string,
  { extra = {}, navBar = true }: { extra?: Record<string, string>; navBar?: boolean } = {},
) {
  const user = await createConfirmedUser('innlogget')
  const session = await signInThroughStack(user)
  await storeSessionBeforeLoad(page, session, extra)
  await page.goto(path)
  await waitForHydration(page)
  if (navBar) await expectSignedIn(page)
  return { user, session }
}
