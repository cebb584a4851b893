import type { Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { contactFormText, RATE_LIMIT_NOTICE } from '../../src/content/contactForm'
import { CONTACT_TOASTS } from '../../messages/contactForm'
import { toastText } from '../../src/content/toast'
import { CONTACT_FIELDS } from '../../supabase/functions/_shared/contract/contactRules'
import { CONTACT_FIELD_MESSAGES } from '../support/contactForm'
import { contactForm, uniqueContactMessage } from './support/contactForm'
import { expectNoViolations } from './support/axe'
import { toast } from './support/toast'
import { contactMessagesFrom, inbox } from './support/backend'
import { STACK_URL } from '../../tools/browser/endpoints'
import { expect, test } from './support/fixtures'
import { waitUntilInteractive } from './support/hydration'

/**
 * The contact form against the run's own stack: the real function stores the message and mails the
 * owner. Every browser test calls from 127.0.0.1, and the function allows 5 messages per 10 minutes
 * per address (refused ones not counted), so this file sends 2 in all; the other tests stop before
 * anything is stored.
 */

/** Where the local stack's function sends its notifications (CONTACT_NOTIFICATION_TO in supabase/local/stack.ts). */
const OWNER_ADDRESS = 'post@havbors.local'
/** The first call of the function waits for Deno to start it. */
const FIRST_ANSWER_MS = 20_000

/** Counts the calls of the contact function the page makes. */
function watchContactCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${STACK_URL}/functions/v1/`) && request.method() === 'POST') calls.push(request.url())
  })
  return calls
}

/** Opens /kontakt once the form can be sent: from then on it holds this visit's own token. */
async function openContactPage(page: Page) {
  await page.goto('/kontakt')
  const form = contactForm(page)
  await waitUntilInteractive(page, form.submit)
  return form
}

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner from covering the form.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

test.describe('the contact form on /kontakt', () => {
  test('shows the message of every refused field under it, focuses the first and sends nothing', async ({ page }) => {
    const calls = watchContactCalls(page)
    const { field, submit, fill } = await openContactPage(page)
    await fill({ email: 'kari@oppdrett', message: 'For kort' })
    await submit.click()
    for (const name of CONTACT_FIELDS) {
      await expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(name)).toHaveAccessibleDescription(CONTACT_FIELD_MESSAGES[name])
    }
    await expect(page.getByText('Navn må være minst 2 tegn')).toBeVisible()
    await expect(page.getByText('Ugyldig e-postadresse')).toBeVisible()
    await expect(field('name')).toBeFocused()
    await fill({ name: 'Kari Nordmann' })
    await submit.click()
    await expect(field('name')).not.toHaveAttribute('aria-invalid')
    await expect(field('email')).toBeFocused()
    expect(calls).toEqual([])
  })

  test('sends a message: stored, mailed to the owner, thanked for and cleared; a second within 60 seconds waits', async ({ page }) => {
    await page.clock.install()
    const message = uniqueContactMessage('kontakt-sendt')
    const { field, submit, fill, notice, values } = await openContactPage(page)
    await fill(message)
    await submit.click()
    await expect(toast(page, CONTACT_TOASTS.sent)).toBeVisible({ timeout: FIRST_ANSWER_MS })
    expect(await values()).toEqual(CONTACT_FIELDS.map(() => ''))
    await expect(submit).toHaveText(contactFormText.submit)
    expect(await contactMessagesFrom(message.email)).toEqual([expect.objectContaining(message)])
    const mail = await inbox.waitForMailTo(OWNER_ADDRESS, { subject: `Ny henvendelse: ${message.subject}` })
    expect(await inbox.htmlOf(mail)).toContain(message.message)
    await expect.poll(async () => (await contactMessagesFrom(message.email))[0]?.notification_status).toBe('sent')

    await page.getByRole('button', { name: toastText.close }).click()
    const second = { ...message, subject: `Oppfølging: ${message.subject}` }
    await fill(second)
    await submit.click()
    await expect(toast(page, CONTACT_TOASTS.tooManyAttempts)).toBeVisible()
    await expect(notice).toHaveText(RATE_LIMIT_NOTICE)
    await expect(submit).toBeDisabled()
    expect(await values()).toEqual(CONTACT_FIELDS.map((name) => second[name]))
    expect(await contactMessagesFrom(message.email)).toHaveLength(1)

    await page.clock.runFor(60_000)
    await expect(submit).toBeEnabled()
    await expect(notice).toHaveText('')
    await submit.click()
    await expect(toast(page, CONTACT_TOASTS.sent)).toBeVisible({ timeout: FIRST_ANSWER_MS })
    await expect(field('subject')).toHaveValue('')
    expect((await contactMessagesFrom(message.email)).map(({ subject }) => subject)).toEqual([message.subject, second.subject])
  })

  test('refuses a token other than the form’s own with "Sikkerhetsfeil" and sends nothing', async ({ page }) => {
    const calls = watchContactCalls(page)
    const message = uniqueContactMessage('kontakt-token')
    const { fill, submit, setHidden, values } = await openContactPage(page)
    await fill(message)
    await setHidden('token', 'x'.repeat(32))
    await submit.click()
    await expect(toast(page, CONTACT_TOASTS.securityError)).toBeVisible()
    expect(await values()).toEqual(CONTACT_FIELDS.map((name) => message[name]))
    expect(calls).toEqual([])
    expect(await contactMessagesFrom(message.email)).toEqual([])
  })

  test('drops a submission with the honeypot filled: nothing stored, no toast, only a console warning', async ({ page }) => {
    const calls = watchContactCalls(page)
    const warnings: string[] = []
    page.on('console', (entry) => {
      if (entry.type() === 'warning') warnings.push(entry.text())
    })
    const message = uniqueContactMessage('kontakt-honning')
    const { fill, submit, setHidden } = await openContactPage(page)
    await fill(message)
    await setHidden('website', 'https://billige-brønnbåter.example')
    await submit.click()
    await expect.poll(() => warnings).toContain('Contact form: honeypot filled, submission dropped')
    await expect(submit).toHaveText(contactFormText.submit)
    await expect(page.getByRole('region', { name: toastText.regionLabel })).toHaveText('')
    expect(calls).toEqual([])
    expect(await contactMessagesFrom(message.email)).toEqual([])
  })

  test('says "Feil ved sending" and keeps every text when the backend cannot be reached', async ({ page, browserProblems }) => {
    // The browser reports the aborted call as a failed resource; nothing else may go wrong.
    browserProblems.allow(
      /^error: Failed to load resource: net::ERR_FAILED \(at http:\/\/[^)]+\/functions\/v1\/send-contact-notification\)$/,
    )
    await page.route(`${STACK_URL}/functions/v1/**`, (route) => route.abort())
    const message = uniqueContactMessage('kontakt-nede')
    const { fill, submit, values, field } = await openContactPage(page)
    await fill(message)
    await submit.click()
    await expect(toast(page, CONTACT_TOASTS.sendFailed)).toBeVisible()
    expect(await values()).toEqual(CONTACT_FIELDS.map((name) => message[name]))
    await expect(submit).toBeEnabled()
    await expect(field('message')).toBeEditable()
    expect(await contactMessagesFrom(message.email)).toEqual([])
  })
})

test.describe('the contact form and axe', () => {
  // Reduced motion shows every section at once, so axe sees them as a reader does.
  test.use({ reducedMotion: 'reduce' })

  test('has no axe violations with the field messages shown', async ({ page }) => {
    const { submit, field } = await openContactPage(page)
    await submit.click()
    await expect(field('message')).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page)
  })

  test('has no axe violations with a toast open', async ({ page }) => {
    const { fill, submit, setHidden } = await openContactPage(page)
    await fill(uniqueContactMessage('kontakt-axe'))
    await setHidden('token', 'x'.repeat(32))
    await submit.click()
    await expect(toast(page, CONTACT_TOASTS.securityError)).toBeVisible()
    await expectNoViolations(page)
  })
})
