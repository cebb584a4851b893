import type { BrowserContext, Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../../machines/cookieConsent.machine'
import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { OFFLINE_TOAST } from '../../../messages/offline'
import { toastText } from '../../../src/content/toast'
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/contract/contactForm'
import { authForm, createConfirmedUser } from '../support/auth'
import { toast } from '../support/toast'
import { contactMessagesFrom, newsletterSubscriptions, uniqueEmail } from '../support/backend'
import { SITE_URL, STACK_URL } from '../../../tools/browser/endpoints'
import { watchFormCode } from '../support/formCode'
import { waitForHydration } from '../support/hydration'
import { contactForm, uniqueContactMessage } from '../support/contactForm'
import { expect, failedLoad, test } from './faultTest'
import { newsletterField } from '../support/newsletter'

/**
 * The visitor offline (the browser context's network cut) while submitting: each form says so in
 * Norwegian, sends nothing and keeps what was typed; back online, the same submit goes through. The
 * contact function allows 5 stored messages per 10 minutes from one address: this file stores one.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

/** Ends the cut and waits until the page knows it: the forms read `navigator.onLine` before they send. */
async function backOnline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(false)
  await page.waitForFunction(() => navigator.onLine)
}

/** Counts the page's requests to the stack. */
function watchStack(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(STACK_URL)) requests.push(request.url())
  })
  return requests
}

test('contact form offline: "Ingen nettforbindelse", nothing sent or lost; back online it is sent and stored once', async ({
  page,
  context,
  faults,
}) => {
  const message = uniqueContactMessage('kontakt-frakoblet')
  await page.goto('/kontakt')
  await waitForHydration(page)
  const codeArrived = watchFormCode(page)
  const { fill, submit, values } = contactForm(page)
  await fill(message)
  await codeArrived()

  await context.setOffline(true)
  const sentOffline = watchStack(page)
  await submit.click()
  await expect(toast(page, OFFLINE_TOAST)).toBeVisible()
  expect(await values()).toEqual(CONTACT_FIELDS.map((name) => message[name]))
  await expect(submit).toBeEnabled()
  expect(sentOffline).toEqual([])

  await backOnline(page, context)
  await page.getByRole('button', { name: toastText.close }).click()
  await submit.click()
  await expect(toast(page, CONTACT_TOASTS.sent)).toBeVisible({ timeout: 20_000 })
  expect(faults.expectOnce(await contactMessagesFrom(message.email))).toEqual([expect.objectContaining(message)])
})

test('newsletter offline: "Ingen nettforbindelse", the address kept; back online it is subscribed', async ({
  page,
  context,
  faults,
  browserProblems,
}) => {
  // The footer's field scrolls the page's last illustrations into view, and offline they cannot load.
  browserProblems.allow(failedLoad('/illustrations/'))
  const email = uniqueEmail('nyhetsbrev-frakoblet')
  await page.goto('/')
  await waitForHydration(page)
  const codeArrived = watchFormCode(page)
  const { input, send } = newsletterField(page)
  await input.fill(email)
  await codeArrived()

  await context.setOffline(true)
  const sentOffline = watchStack(page)
  await input.press('Enter')
  await expect(toast(page, OFFLINE_TOAST)).toBeVisible()
  await expect(input).toHaveValue(email)
  await expect(input).toBeFocused()
  expect(sentOffline).toEqual([])

  await backOnline(page, context)
  await page.getByRole('button', { name: toastText.close }).click()
  await send.click()
  await expect(toast(page, { ...NEWSLETTER_TOASTS.subscribed })).toBeVisible({ timeout: 20_000 })
  await expect(input).toHaveValue('')
  expect(faults.expectOnce(await newsletterSubscriptions(email))).toEqual([expect.objectContaining({ email })])
})

test('sign-in offline: "Ingen nettforbindelse", both fields kept; back online the same submit signs in', async ({ page, context }) => {
  const user = await createConfirmedUser('frakoblet')
  await page.goto('/auth')
  await waitForHydration(page)
  const codeArrived = watchFormCode(page)
  const form = authForm(page)
  await form.email.fill(user.email)
  await form.password.fill(user.password)
  await codeArrived()

  await context.setOffline(true)
  await form.password.press('Enter')
  await expect(toast(page, OFFLINE_TOAST)).toBeVisible()
  await expect(form.email).toHaveValue(user.email)
  await expect(form.password).toHaveValue(user.password)

  await backOnline(page, context)
  await form.password.press('Enter')
  await expect(page).toHaveURL(`${SITE_URL}/`)
})
