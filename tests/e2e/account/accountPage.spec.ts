import {
  ACCOUNT_DELETED,
  DATA_EXPORTED,
  deletionProblems,
  newPasswordProblems,
  PASSWORD_CHANGED,
  SIGNED_OUT_EVERYWHERE,
} from '../../../messages/account'
import {
  accountPage,
  declineCookies,
  expectSignedIn,
  expectSignedOut,
  navAccount,
  NEW_PASSWORD,
  openAccountSignedIn,
  REFUSED_SIGN_IN,
  SIGN_OUT_OF_DELETED,
  stackAcceptsPassword,
} from '../support/account'
import {
  AUTH_STORAGE_KEY,
  authForm,
  createConfirmedUser,
  signInThroughStack,
  storedItem,
  storeSessionBeforeLoad,
  STRONG_PASSWORD,
} from '../support/auth'
import { toast } from '../support/toast'
import { anonClient, newsletterSubscriptions, storeContactMessage, uniqueEmail } from '../support/backend'
import { ANON_KEY, SITE_URL, STACK_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'

/** 'Min konto' (/konto) against the run's stack, with real users and sessions. */

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

/** Whether the stack still knows the session of this access token. */
async function stackKnowsSession(accessToken: string): Promise<boolean> {
  const response = await fetch(`${STACK_URL}/auth/v1/user`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${accessToken}` } })
  return response.ok
}

test("'Min konto' in the navigation leads a signed-in visitor to /konto, which shows the account's address", async ({ page }) => {
  const user = await createConfirmedUser('nav-konto')
  await storeSessionBeforeLoad(page, await signInThroughStack(user))
  await page.goto('/om-oss')
  await waitForHydration(page)
  await navAccount(page).account.click()
  await expect(page).toHaveURL(`${SITE_URL}/konto`)
  await expect(accountPage(page).heading).toBeVisible()
  await expect(accountPage(page).email).toHaveText(user.email)
})

test('a signed-out visitor signs in on /konto itself and gets the account there', async ({ page }) => {
  const user = await createConfirmedUser('tilbake')
  await page.goto('/konto')
  await waitForHydration(page)
  const form = authForm(page)
  await form.email.fill(user.email)
  await form.password.fill(user.password)
  await form.submit.click()
  await expect(accountPage(page).email).toHaveText(user.email)
  // The sign-in form is gone: a keyboard user goes on from the page's start.
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL(`${SITE_URL}/konto`)
  await expectSignedIn(page)
})

test.describe("'Endre passord'", () => {
  test('the right current password and a new one that meets the rules: the new one works, the old one no longer', async ({ page }) => {
    const user = await openAccountSignedIn(page)
    const { change } = accountPage(page)
    await change.currentPassword.fill(user.password)
    await change.password.fill(NEW_PASSWORD)
    await change.confirmPassword.fill(NEW_PASSWORD)
    await change.submit.click()
    await expect(toast(page, { title: PASSWORD_CHANGED.title, message: PASSWORD_CHANGED.message, type: 'success' })).toBeVisible()
    await expect(page).toHaveURL(`${SITE_URL}/konto`)
    await expectSignedIn(page)

    expect(await stackAcceptsPassword(user.email, STRONG_PASSWORD), 'the old password is refused').toBe(false)
    expect(await stackAcceptsPassword(user.email, NEW_PASSWORD), 'the new password is accepted').toBe(true)
  })

  test("a wrong current password gets 'Nåværende passord er feil.' and changes nothing", async ({ page, browserProblems }) => {
    browserProblems.allow(REFUSED_SIGN_IN)
    const user = await openAccountSignedIn(page)
    const { change } = accountPage(page)
    await change.currentPassword.fill('Feilpassord2025!')
    await change.password.fill(NEW_PASSWORD)
    await change.confirmPassword.fill(NEW_PASSWORD)
    await change.submit.click()
    await expect(change.form).toContainText(newPasswordProblems.wrongCurrentPassword)
    expect(await stackAcceptsPassword(user.email, user.password)).toBe(true)
    expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(false)
  })
})

test("'Logg ut overalt' ends every session of the account: another browser signed in as the same user loses its session", async ({
  page,
  browser,
}) => {
  const user = await createConfirmedUser('overalt')
  const otherSession = await signInThroughStack(user)
  const other = await browser.newContext()
  try {
    const laptop = await other.newPage()
    await declineCookies(laptop)
    await storeSessionBeforeLoad(laptop, otherSession)
    await laptop.goto('/konto')
    await waitForHydration(laptop)
    await expect(accountPage(laptop).email).toHaveText(user.email)

    await openAccountSignedIn(page, user)
    await accountPage(page).signOutEverywhere.click()
    await expect(toast(page, { title: SIGNED_OUT_EVERYWHERE.title, message: SIGNED_OUT_EVERYWHERE.message, type: 'success' })).toBeVisible()
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expectSignedOut(page)
    await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
    expect(await stackKnowsSession(otherSession.access_token), "the other browser's session has ended").toBe(false)

    // The other browser finds out on its next visit: /konto asks it to sign in again.
    await laptop.reload()
    await expect(authForm(laptop).email).toBeVisible()
    await expect(accountPage(laptop).heading).toHaveCount(0)
    await expect(laptop).toHaveURL(`${SITE_URL}/konto`)
    await expect(navAccount(laptop).logout).toHaveCount(0)
  } finally {
    await other.close()
  }
})

test("'Last ned dataene mine' downloads one JSON file of the account, its newsletter record and its messages, and nothing of another address", async ({
  page,
}) => {
  const user = await createConfirmedUser('data')
  const other = uniqueEmail('annen')
  for (const email of [user.email, other]) {
    const { error } = await anonClient().from('newsletter_subscriptions').insert({ email })
    expect(error).toBeNull()
  }
  await storeContactMessage(user.email.toUpperCase(), 'Vi trenger en brønnbåt i uke 12.')
  await storeContactMessage(other, 'En melding fra en annen adresse.')

  await openAccountSignedIn(page, user)
  const download = page.waitForEvent('download')
  await accountPage(page).dataExport.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^havbors-mine-data-\d{4}-\d{2}-\d{2}\.json$/)
  await expect(toast(page, { title: DATA_EXPORTED.title, message: DATA_EXPORTED.message, type: 'success' })).toBeVisible()

  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
  const data = JSON.parse(text) as {
    account: { email: string; twoStep: boolean }
    newsletter: { email: string } | null
    contactMessages: { message: string }[]
  }
  expect(data.account).toMatchObject({ email: user.email, twoStep: false })
  expect(data.newsletter).toMatchObject({ email: user.email })
  expect(data.contactMessages.map(({ message }) => message)).toEqual(['Vi trenger en brønnbåt i uke 12.'])
  expect(text).not.toContain(other)
})

test.describe("'Slett kontoen'", () => {
  test('the address typed again and the password delete the account and its newsletter subscription; the user can no longer sign in', async ({
    page,
    browserProblems,
  }) => {
    browserProblems.allow(REFUSED_SIGN_IN)
    browserProblems.allow(SIGN_OUT_OF_DELETED)
    const user = await createConfirmedUser('slett')
    const { error } = await anonClient().from('newsletter_subscriptions').insert({ email: user.email })
    expect(error).toBeNull()
    expect(await newsletterSubscriptions(user.email)).toHaveLength(1)

    await openAccountSignedIn(page, user)
    const { deletion } = accountPage(page)
    await deletion.confirmEmail.fill(user.email)
    await deletion.password.fill(user.password)
    await deletion.submit.click()
    await expect(toast(page, { title: ACCOUNT_DELETED.title, message: ACCOUNT_DELETED.message, type: 'success' })).toBeVisible()
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expectSignedOut(page)
    await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()

    expect(await stackAcceptsPassword(user.email, user.password), 'the account is gone').toBe(false)
    expect(await newsletterSubscriptions(user.email), 'the newsletter row is gone').toEqual([])

    // Signing in on the site is refused as for any unknown address.
    await page.goto('/auth')
    await waitForHydration(page)
    const form = authForm(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await expect(toast(page, { title: 'Innlogging mislyktes', message: 'Ugyldig e-post eller passord.' })).toBeVisible()
    await expectSignedOut(page)
  })

  test('an address typed otherwise deletes nothing', async ({ page }) => {
    const user = await openAccountSignedIn(page)
    const { deletion } = accountPage(page)
    await deletion.confirmEmail.fill(`annen.${user.email}`)
    await deletion.password.fill(user.password)
    await deletion.submit.click()
    await expect(deletion.form).toContainText(deletionProblems.emailMismatch)
    await expect(page).toHaveURL(`${SITE_URL}/konto`)
    expect(await stackAcceptsPassword(user.email, user.password)).toBe(true)
  })
})
