import { declineCookies, expectSignedIn, expectSignedOut, REFUSED_SIGN_IN } from '../support/account'
import {
  AUTH_STORAGE_KEY,
  createConfirmedUser,
  createUnconfirmedUser,
  storedItem,
  STRONG_PASSWORD,
  watchAuthRequests,
} from '../support/auth'
import { toast } from '../support/toast'
import { openAuthPage } from '../support/authPage'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('signing in on the Logg inn tab', () => {
  test("a wrong password gets 'Innlogging mislyktes' / 'Ugyldig e-post eller passord.' and stays signed out", async ({
    page,
    browserProblems,
  }) => {
    browserProblems.allow(REFUSED_SIGN_IN)
    const user = await createConfirmedUser('feil-passord')
    const form = await openAuthPage(page)
    await form.email.fill(user.email)
    await form.password.fill('Havbruk2025?')
    await form.submit.click()
    await expect(toast(page, { title: 'Innlogging mislyktes', message: 'Ugyldig e-post eller passord.' })).toBeVisible()
    await expect(form.panel.getByText('Ugyldig e-post eller passord.'), 'told above the button too').toBeVisible()
    await expect(form.email).toHaveValue(user.email)
    await expect(form.password).toHaveValue('Havbruk2025?')
    await expect(page).toHaveURL(`${SITE_URL}/auth`)
    await expectSignedOut(page)
    expect(await storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
    expect(browserProblems.consoleErrors.filter((text) => REFUSED_SIGN_IN.test(text))).toHaveLength(1)
  })

  test("an address not yet confirmed gets 'Innlogging mislyktes' / 'E-post ikke bekreftet. Sjekk e-posten din.'", async ({
    page,
    browserProblems,
  }) => {
    browserProblems.allow(REFUSED_SIGN_IN)
    const user = await createUnconfirmedUser('ubekreftet')
    const form = await openAuthPage(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await expect(toast(page, { title: 'Innlogging mislyktes', message: 'E-post ikke bekreftet. Sjekk e-posten din.' })).toBeVisible()
    await expect(page).toHaveURL(`${SITE_URL}/auth`)
    await expectSignedOut(page)
  })

  test("an invalid e-mail gets 'Ugyldig e-post' / 'Vennligst oppgi en gyldig e-postadresse.' and sends nothing", async ({ page }) => {
    const requests = watchAuthRequests(page)
    const form = await openAuthPage(page)
    await form.email.fill('ola@example')
    await form.password.fill(STRONG_PASSWORD)
    await form.submit.click()
    await expect(toast(page, { title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.' })).toBeVisible()
    await expect(form.email).toHaveValue('ola@example')
    expect(requests).toEqual([])
  })

  test('a refusal stays by its field once its toast has gone, until that field is changed', async ({ page }) => {
    const form = await openAuthPage(page)
    await page.clock.install()
    await form.email.fill('ola@example')
    await form.password.fill(STRONG_PASSWORD)
    await form.submit.click()
    const refused = toast(page, { title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.' })
    await expect(refused).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(refused).toBeHidden()
    await expect(form.email).toHaveAccessibleDescription('Vennligst oppgi en gyldig e-postadresse.')
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    await form.password.press('End')
    await form.password.pressSequentially('x')
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    await form.email.pressSequentially('.no')
    await expect(form.email).toHaveAccessibleDescription('')
    await expect(form.email).not.toHaveAttribute('aria-invalid')
  })

  test("the right password lands on / in place of /auth with 'Innlogget' / 'Du er nå logget inn.' and 'Logg ut' in the navigation", async ({
    page,
  }) => {
    const user = await createConfirmedUser('logg-inn')
    await page.goto('/kontakt')
    const form = await openAuthPage(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expect(toast(page, { title: 'Innlogget', message: 'Du er nå logget inn.', type: 'success' })).toBeVisible()
    await expectSignedIn(page)
    expect(await storedItem(page, AUTH_STORAGE_KEY)).toContain(user.email)
    await page.goBack()
    await expect(page).toHaveURL(`${SITE_URL}/kontakt`)
  })
})
