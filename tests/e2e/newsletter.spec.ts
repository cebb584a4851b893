import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { newsletterText } from '../../src/content/newsletter'
import { NEWSLETTER_TOASTS } from '../../messages/newsletter'
import { toastText } from '../../src/content/toast'
import { anonClient, newsletterSubscriptions, uniqueEmail } from './support/backend'
import { watchClientLoads } from './support/clientLoads'
import { STACK_URL } from '../../tools/browser/endpoints'
import { expect, test } from './support/fixtures'
import { expectNewsletterToast, openNewsletterForm } from './support/newsletter'
import { PHONE, sidewaysOverflow } from './support/viewports'

// A stored choice keeps the cookie banner, fixed at the bottom of the page, off the footer.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

test.describe('the newsletter sign-up in the footer', () => {
  test('subscribes an address: the row is stored unconfirmed, the field cleared, the visitor thanked and asked to confirm', async ({
    page,
  }) => {
    const email = uniqueEmail('nyhetsbrev')
    const { input, send, sentLine } = await openNewsletterForm(page, '/om-oss')
    await expect(sentLine).toBeEmpty()
    await input.fill(email)
    await send.click()
    await expectNewsletterToast(page, { title: 'Suksess!', message: 'Takk for at du abonnerer på vårt nyhetsbrev.', type: 'success' })
    await expect(sentLine).toHaveText('Vi har sendt deg en e-post. Trykk på lenken i den for å bekrefte påmeldingen.')
    await expect(input).toHaveValue('')
    await expect(input).toBeEnabled()
    expect(await newsletterSubscriptions(email)).toEqual([expect.objectContaining({ email, confirmed_at: null })])
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
    const { input, send } = await openNewsletterForm(page)
    await input.fill(email.toUpperCase())
    await send.click()
    await expectNewsletterToast(page, NEWSLETTER_TOASTS.alreadySubscribed)
    expect(NEWSLETTER_TOASTS.alreadySubscribed.title).toBe('Allerede registrert')
    await expect(input).toHaveValue(email.toUpperCase())
    expect(await newsletterSubscriptions(email)).toEqual([expect.objectContaining({ email })])
  })

  test("an invalid address gets the 'Feil' toast and sends nothing", async ({ page }) => {
    const { input, send, restRequests } = await openNewsletterForm(page)
    await input.fill('ola@example')
    await send.click()
    await expectNewsletterToast(page, { title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' })
    await expect(input).toHaveValue('ola@example')
    expect(restRequests).toEqual([])
    expect(await newsletterSubscriptions('ola@example')).toEqual([])
  })

  test('works by keyboard alone on a phone: Enter sends, the button reads Sender... meanwhile, and nothing moves', async ({ page }) => {
    await page.setViewportSize(PHONE)
    const email = uniqueEmail('tastatur')
    const { input, send } = await openNewsletterForm(page)
    expect(await sidewaysOverflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0)
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
    await expectNewsletterToast(page, NEWSLETTER_TOASTS.subscribed)
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
    const { input, send } = await openNewsletterForm(page)
    await input.fill(email)
    await send.click()
    await expectNewsletterToast(page, { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv igjen senere.', type: 'error' })
    await expect(input).toHaveValue(email)
    await expect(input).toBeEnabled()
    expect(browserProblems.consoleErrors.filter((text) => text.includes('Newsletter sign-up failed'))).toHaveLength(1)
    expect(browserProblems.consoleErrors.filter((text) => !/Newsletter sign-up failed|net::ERR_FAILED/.test(text))).toEqual([])
    expect(await newsletterSubscriptions(email)).toEqual([])
  })

  test('a first visit loads no supabase-js and calls no backend until the form is used', async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    const calledStack = () => stackRequests().length > 0

    const { input, send } = await openNewsletterForm(page)
    await page.waitForLoadState('networkidle')
    expect(loadedClient()).toBe(false)
    expect(calledStack()).toBe(false)

    // The flow's code loads on the first focus and checks an address without the backend; the
    // client loads only when an address is sent.
    await input.focus()
    await input.fill('ola@example')
    await send.click()
    await expectNewsletterToast(page, NEWSLETTER_TOASTS.invalidEmail)
    expect(loadedClient()).toBe(false)
    expect(calledStack()).toBe(false)
    await page.getByRole('button', { name: toastText.close }).click()
    await input.fill(uniqueEmail('lasting'))
    await send.click()
    await expectNewsletterToast(page, NEWSLETTER_TOASTS.subscribed)
    expect(loadedClient()).toBe(true)
    expect(calledStack()).toBe(true)
  })
})
