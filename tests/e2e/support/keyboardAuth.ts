import type { Page } from '@playwright/test'
import { SIGN_UP_SUCCESS } from '../../../messages/authForm'
import { authForm, STRONG_PASSWORD } from './auth'
import { toast } from './toast'
import { expect } from './fixtures'
import { waitUntilInteractive } from './hydration'
import { expectFocusSeen, pressOn, tabTo, typeInto } from './keyboard'

/** The /auth form driven with the keyboard alone, as its keyboard tests and the account's use it. */

/** Opens /auth and waits until its form can be used: what is typed before hydration commits may be lost. */
export async function openAuthForm(page: Page) {
  await page.goto('/auth')
  const form = authForm(page)
  await waitUntilInteractive(page, form.submit)
  return form
}

/**
 * Signs `email` up with the strong password, by keyboard alone: Tab to the selected 'Logg inn' tab,
 * the arrow key on to 'Registrer', the three fields typed in and 'Registrer' pressed; waits for the
 * success toast.
 */
export async function signUpByKeyboard(page: Page, email: string) {
  const form = await openAuthForm(page)
  await tabTo(page, form.tab('signIn'))
  await expectFocusSeen(form.tab('signIn'))
  await page.keyboard.press('ArrowRight')
  await expectFocusSeen(form.tab('signUp'))
  await expect(form.tab('signUp')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await typeInto(page, form.email, email)
  await typeInto(page, form.password, STRONG_PASSWORD)
  await typeInto(page, form.confirmPassword, STRONG_PASSWORD)
  await pressOn(page, form.submit)
  await expect(toast(page, SIGN_UP_SUCCESS)).toBeVisible()
  return form
}
