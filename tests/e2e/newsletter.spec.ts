import type { Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { NEWSLETTER_TOASTS, newsletterText } from '../../src/content/newsletter'
import { toastText } from '../../src/content/toast'
import { anonClient, newsletterSubscriptions, uniqueEmail } from './support/backend'
import { watchClientLoads } from './support/clientLoads'
import { STACK_URL } from './support/endpoints'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'

// A stored choice keeps the cookie banner, fixed at the bottom of the page, off the footer.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

/** The footer's form on a hydrated page, and the requests the page makes to the stack's data API. */
async function openForm(page: Page, path = '/') {
  const restRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${STACK_URL}/rest/v1/`)) restRequests.push(`${request.method()} ${request.url()}`)
  })
  await page.goto(path)
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  return {
    restRequests,
    input: footer.getByLabel(newsletterText.emailLabel),
    send: footer.getByRole('button', { name: newsletterText.submit }),
  }
}

/** The toast on screen: errors in the assertive live region, the rest in the polite one. */
function toastRegion(page: Page, toast: { type: string }) {
  return page.getByRole(toast.type === 'error' ? 'alert' : 'status')
}

async function expectToast(page: Page, toast: { title: string; message: string; type: string }) {
  const region = toastRegion(page, toast)
  await expect(region).toContainText(toast.title)
  await expect(region).toContainText(toast.message)
}

test.describe('the newsletter sign-up in the footer', () => {
  test('subscribes an address: the row is stored, the field cleared and the visitor thanked', async ({ page }) => {
    const email = uniqueEmail('nyhetsbrev')
    const { input, send } = await openForm(page, '/om-oss')
    await input.fill(email)
    await send.click()
    await expectToast(page, { title: 'Suksess!', message: 'Takk for at du abonnerer på vårt nyhetsbrev.', type: 'success' })
    await expect(input).toHaveValue('')
    await expect(input).toBeEnabled()
    expect(await newsletterSubscriptions(email)).toEqual([expect.objectContaining({ email })])
  })

  test("an address already subscribed, in other letter case, gets 'Allerede registrert' and no second row", async ({
    page,
    browserProblems,
  }) => {
    // The unique index answers 409, which the browser itself logs for any failed response.
    browserProblems.allow(
      /^error: Failed to load resource: the server responded with a status of 409 \(Conflict\) \(at [^)]*\/rest\/v1\/newsletter_subscriptions/,
    )
    const email = uniqueEmail('allerede')
    const { error } = await anonClient().from('newsletter_subscriptions').insert({ email })
    expect(error).toBeNull()
    const { input, send } = await openForm(page)
    await input.fill(email.toUpperCase())
    await send.click()
    await expectToast(page, NEWSLETTER_TOASTS.alreadySubscribed)
    expect(NEWSLETTER_TOASTS.alreadySubscribed.title).toBe('Allerede registrert')
    await expect(input).toHaveValue(email.toUpperCase())
    expect(await newsletterSubscriptions(email)).toEqual([expect.objectContaining({ email })])
  })

  test("an invalid address gets the 'Feil' toast and sends nothing", async ({ page }) => {
    const { input, send, restRequests } = await openForm(page)
    await input.fill('ola@example')
    await send.click()
    await expectToast(page, { title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' })
    await expect(input).toHaveValue('ola@example')
    expect(restRequests).toEqual([])
    expect(await newsletterSubscriptions('ola@example')).toEqual([])
  })

  test('works by keyboard alone on a phone: Enter sends, the button reads Sender... meanwhile, and nothing moves', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const email = uniqueEmail('tastatur')
    const { input, send } = await openForm(page)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(0)
    // Hold the insert back so the sending state can be seen.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(`${STACK_URL}/rest/v1/newsletter_subscriptions*`, async (route) => {
      await released
      await route.continue()
    })
    await input.focus()
    await page.keyboard.type(email)
    const idleBox = await send.boundingBox()
    const inset = (await input.boundingBox())!.x
    expect(idleBox!.x + idleBox!.width, 'the row keeps the page margin on both sides').toBeLessThanOrEqual(375 - inset)
    await page.keyboard.press('Enter')
    const sending = page.getByRole('contentinfo').getByRole('button', { name: newsletterText.submitting })
    await expect(sending).toBeDisabled()
    await expect(input).toBeDisabled()
    expect(await sending.boundingBox(), 'the button keeps its size and place').toEqual(idleBox)
    release()
    await expectToast(page, NEWSLETTER_TOASTS.subscribed)
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()
    expect(await newsletterSubscriptions(email)).toHaveLength(1)
  })

  test("with the backend out of reach, 'Prøv igjen senere.' and the address kept", async ({ page, browserProblems }) => {
    // The machine logs this failure on purpose; the browser reports the aborted request itself.
    browserProblems.allow(/^error: Newsletter sign-up failed/)
    browserProblems.allow(/^error: Failed to load resource: net::ERR_FAILED/)
    await page.route(`${STACK_URL}/rest/v1/**`, (route) => route.abort())
    const email = uniqueEmail('nede')
    const { input, send } = await openForm(page)
    await input.fill(email)
    await send.click()
    await expectToast(page, { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv igjen senere.', type: 'error' })
    await expect(input).toHaveValue(email)
    await expect(input).toBeEnabled()
    expect(browserProblems.consoleErrors.filter((text) => text.includes('Newsletter sign-up failed'))).toHaveLength(1)
    expect(browserProblems.consoleErrors.filter((text) => !/Newsletter sign-up failed|net::ERR_FAILED/.test(text))).toEqual([])
    expect(await newsletterSubscriptions(email)).toEqual([])
  })

  test('a first visit loads no supabase-js and calls no backend until the form is used', async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    const calledStack = () => stackRequests().length > 0

    const { input, send } = await openForm(page)
    await page.waitForLoadState('networkidle')
    expect(loadedClient()).toBe(false)
    expect(calledStack()).toBe(false)

    // The flow's code loads on the first focus and checks an address without the backend; the
    // client loads only when an address is sent.
    await input.focus()
    await input.fill('ola@example')
    await send.click()
    await expectToast(page, NEWSLETTER_TOASTS.invalidEmail)
    expect(loadedClient()).toBe(false)
    expect(calledStack()).toBe(false)
    await page.getByRole('button', { name: toastText.close }).click()
    await input.fill(uniqueEmail('lasting'))
    await send.click()
    await expectToast(page, NEWSLETTER_TOASTS.subscribed)
    expect(loadedClient()).toBe(true)
    expect(calledStack()).toBe(true)
  })
})
