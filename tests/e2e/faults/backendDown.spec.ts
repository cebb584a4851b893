import type { Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../../machines/cookieConsent.machine'
import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { toastText } from '../../../src/content/toast'
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/contract/contactForm'
import { accountLinks, authForm, createConfirmedUser } from '../support/auth'
import { toast } from '../support/toast'
import { contactMessagesFrom, inbox, newsletterSubscriptions, uniqueEmail } from '../support/backend'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { waitForHydration } from '../support/hydration'
import { contactForm, uniqueContactMessage } from '../support/contactForm'
import { AUTH_CLIENT_FETCH_FAILURE, expect, failedLoad, test } from './faultTest'
import { newsletterField } from '../support/newsletter'

/**
 * The backend away while a visitor submits, against the real stack: the request never arrives, or
 * it arrives and is handled but the answer is lost. The visitor is told in Norwegian, keeps every
 * typed value, and a retry once the backend is back stores the message or address exactly once.
 * The contact function allows 5 stored messages per 10 minutes from one address, and every browser
 * test calls from 127.0.0.1: this file stores one.
 */

/** Where the local stack's function sends its notifications (CONTACT_NOTIFICATION_TO in supabase/local/stack.ts). */
const OWNER_ADDRESS = 'post@havbors.local'
/** The first call of the function waits for Deno to start it. */
const FIRST_ANSWER_MS = 20_000

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner off the forms.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

async function closeToast(page: Page) {
  await page.getByRole('button', { name: toastText.close }).click()
}

test('contact form: the backend down, then its answer lost: "Feil ved sending", nothing typed lost, and the retry stores and mails the message once', async ({
  page,
  faults,
  browserProblems,
}) => {
  browserProblems.allow(failedLoad('/functions/v1/send-contact-notification'))
  browserProblems.allow(failedLoad('/functions/v1/send-contact-notification', 502))
  const message = uniqueContactMessage('kontakt-nede')
  const { email } = message
  const contactFunction = await faults.on('/functions/v1/send-contact-notification')
  await page.goto('/kontakt')
  await waitForHydration(page)
  const { fill, submit, values, field } = contactForm(page)
  await fill(message)

  contactFunction.set('down')
  await submit.click()
  await expect(toast(page, CONTACT_TOASTS.sendFailed)).toBeVisible()
  expect(await values()).toEqual(CONTACT_FIELDS.map((name) => message[name]))
  await expect(field('message')).toBeEditable()
  await expect(submit).toBeFocused()
  expect(await contactMessagesFrom(email)).toEqual([])

  // The function stores the message, but a gateway answers 502 in place of its answer.
  await closeToast(page)
  contactFunction.set({ answerReplacedWith: 502 })
  await submit.click()
  await expect(toast(page, CONTACT_TOASTS.sendFailed)).toBeVisible({ timeout: FIRST_ANSWER_MS })
  expect(await values()).toEqual(CONTACT_FIELDS.map((name) => message[name]))
  await expect(submit).toBeFocused()

  await closeToast(page)
  contactFunction.set(null)
  await submit.click()
  await expect(toast(page, CONTACT_TOASTS.sent)).toBeVisible()
  expect(await values()).toEqual(CONTACT_FIELDS.map(() => ''))
  expect(faults.expectOnce(await contactMessagesFrom(email))).toEqual([expect.objectContaining(message)])
  await inbox.waitForMailTo(OWNER_ADDRESS, { subject: `Ny henvendelse: ${message.subject}` })
  await expect.poll(async () => (await contactMessagesFrom(email))[0]?.notification_status).toBe('sent')
  const notifications = (await inbox.mailsTo(OWNER_ADDRESS)).filter((mail) => mail.subject === `Ny henvendelse: ${message.subject}`)
  expect(notifications).toHaveLength(1)
  expect(contactFunction.injected()).toBe(2)
})

test('newsletter: the backend down, then its answer lost: "Prøv igjen senere", the address kept, and the retry is told it is subscribed, with one row', async ({
  page,
  faults,
  browserProblems,
}) => {
  browserProblems.allow(failedLoad('/rest/v1/newsletter_subscriptions'))
  browserProblems.allow(failedLoad('/rest/v1/newsletter_subscriptions', 409))
  // The form logs every failure it cannot name (docs/decisions.md, 'Newsletter messages').
  browserProblems.allow(/^error: Newsletter sign-up failed/)
  const email = uniqueEmail('nyhetsbrev-nede')
  const subscriptions = await faults.on('/rest/v1/newsletter_subscriptions')
  await page.goto('/om-oss')
  await waitForHydration(page)
  const { input } = newsletterField(page)
  await input.fill(email)

  subscriptions.set('down')
  await input.press('Enter')
  await expect(toast(page, NEWSLETTER_TOASTS.tryLater)).toBeVisible()
  await expect(input).toHaveValue(email)
  await expect(input).toBeFocused()
  expect(await newsletterSubscriptions(email)).toEqual([])

  await closeToast(page)
  subscriptions.set('answerLost')
  await input.press('Enter')
  await expect(toast(page, NEWSLETTER_TOASTS.tryLater)).toBeVisible()
  await expect(input).toHaveValue(email)
  await expect(input).toBeFocused()

  await closeToast(page)
  subscriptions.set(null)
  await input.press('Enter')
  await expect(toast(page, { ...NEWSLETTER_TOASTS.alreadySubscribed })).toBeVisible()
  expect(faults.expectOnce(await newsletterSubscriptions(email))).toEqual([expect.objectContaining({ email })])
})

test('sign-in: the backend down gets "Innlogging mislyktes" with both fields kept; once it is back the same submit signs in', async ({
  page,
  faults,
  browserProblems,
}) => {
  browserProblems.allow(failedLoad('/auth/v1/token?grant_type=password'))
  browserProblems.allow(AUTH_CLIENT_FETCH_FAILURE)
  const user = await createConfirmedUser('innlogging-nede')
  const token = await faults.on('/auth/v1/token?grant_type=password')
  await page.goto('/auth')
  await waitForHydration(page)
  const form = authForm(page)
  await form.email.fill(user.email)
  await form.password.fill(user.password)

  token.set('down')
  await form.password.press('Enter')
  await expect(toast(page, { title: 'Innlogging mislyktes', message: 'En feil oppstod under innlogging.' })).toBeVisible()
  await expect(form.email).toHaveValue(user.email)
  await expect(form.password).toHaveValue(user.password)
  await expect(form.password).toBeFocused()
  await expect(accountLinks(page.getByRole('navigation').first()).login).toBeVisible()

  token.set(null)
  await form.password.press('Enter')
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(accountLinks(page.getByRole('navigation').first()).logout).toBeVisible()
})

test('sign-up: the backend down gets "Registrering mislyktes" with every field kept; once it is back the same submit registers', async ({
  page,
  faults,
  browserProblems,
}) => {
  browserProblems.allow(failedLoad('/auth/v1/signup'))
  browserProblems.allow(AUTH_CLIENT_FETCH_FAILURE)
  const email = uniqueEmail('registrering-nede')
  const password = 'Havbruk2024!'
  const signup = await faults.on('/auth/v1/signup*')
  await page.goto('/auth')
  await waitForHydration(page)
  const form = authForm(page)
  await form.selectTab('signUp')
  await form.email.fill(email)
  await form.password.fill(password)
  await form.confirmPassword.fill(password)

  signup.set('down')
  await form.confirmPassword.press('Enter')
  await expect(toast(page, { title: 'Registrering mislyktes', message: 'En feil oppstod under registrering.' })).toBeVisible()
  await expect(form.email).toHaveValue(email)
  await expect(form.password).toHaveValue(password)
  await expect(form.confirmPassword).toHaveValue(password)

  await closeToast(page)
  signup.set(null)
  await form.submit.click()
  await expect(
    toast(page, { title: 'Registrering vellykket', message: 'Sjekk e-posten din for bekreftelse.', type: 'success' }),
  ).toBeVisible()
  faults.expectOnce([await inbox.waitForMailTo(email)])
})
