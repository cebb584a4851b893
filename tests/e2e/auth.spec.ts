import type { Page } from '@playwright/test'
import { navigationText } from '../../src/content/navigation'
import { toastText } from '../../src/content/toast'
import {
  accountLinks,
  AUTH_STORAGE_KEY,
  authForm,
  confirmationLinkFor,
  createConfirmedUser,
  createUnconfirmedUser,
  LAST_CONTACT_SUBMISSION_KEY,
  signInThroughStack,
  storedItem,
  storeSessionBeforeLoad,
  STRONG_PASSWORD,
  toast,
  watchAuthRequests,
} from './support/auth'
import { declineCookies, expectSignedIn, expectSignedOut, navAccount, REFUSED_SIGN_IN } from './support/account'
import { expectNoViolations } from './support/axe'
import { ANON_KEY, SITE_URL, STACK_URL } from '../../tools/browser/endpoints'
import { uniqueEmail } from './support/backend'
import { watchClientLoads } from './support/clientLoads'
import { expect, test } from './support/fixtures'
import { waitForHydration, waitUntilInteractive } from './support/hydration'

/**
 * The /auth page and the signed-in site against the run's own stack: real sign-ups, confirmation
 * mails from its inbox, real sessions. Users that a test only needs signed in are made and confirmed
 * through the stack, and their session is stored as an earlier visit would have left it.
 */

/** The checklist's rules, by what the visitor reads, in the order they are listed. */
const RULES = {
  length: 'Minst 8 tegn',
  uppercase: 'Minst én stor bokstav',
  lowercase: 'Minst én liten bokstav',
  digit: 'Minst ett tall',
  special: 'Minst ett spesialtegn, for eksempel ! ? @ # eller %',
  notCommon: 'Ikke et vanlig passord som «123456» eller «password»',
} as const
type Rule = keyof typeof RULES

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

/** Opens /auth on `tab` once the form can be used: what is filled in before hydration commits may be lost. */
async function openAuthPage(page: Page, tab: 'signIn' | 'signUp' = 'signIn') {
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
async function visitSignedIn(
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

test.describe('signing up on the Registrer tab', () => {
  test('the password checklist marks each rule met or not, in words, as the visitor types', async ({ page }) => {
    const form = await openAuthPage(page, 'signUp')

    async function expectMet(met: readonly Rule[]) {
      for (const [rule, label] of Object.entries(RULES) as [Rule, string][]) {
        const isMet = met.includes(rule)
        await expect(form.rule(label)).toHaveText(`${label} (${isMet ? 'oppfylt' : 'ikke oppfylt'})`)
        await expect(form.rule(label)).toHaveAttribute('data-met', String(isMet))
      }
    }

    // An empty field has the rules listed, neither met nor failed.
    async function expectUntried() {
      for (const label of Object.values(RULES)) {
        await expect(form.rule(label)).toHaveText(label)
        await expect(form.rule(label)).not.toHaveAttribute('data-met')
      }
    }

    await expect(form.password).toHaveAccessibleDescription(/^Passordet må ha: Minst 8 tegn Minst én stor bokstav/)
    await expectUntried()
    await form.password.pressSequentially('havbruk')
    await expectMet(['lowercase', 'notCommon'])
    await form.password.pressSequentially('1')
    await expectMet(['length', 'lowercase', 'digit', 'notCommon'])
    await form.password.pressSequentially('!')
    await expectMet(['length', 'lowercase', 'digit', 'special', 'notCommon'])
    // The first letter made a capital: 'Havbruk1!'.
    await form.password.press('Home')
    await form.password.pressSequentially('H')
    await form.password.press('Delete')
    await expect(form.password).toHaveValue('Havbruk1!')
    await expectMet(['length', 'uppercase', 'lowercase', 'digit', 'special', 'notCommon'])
    await expect(form.password).toHaveAccessibleDescription(/Minst 8 tegn \(oppfylt\)/)
    await form.password.fill('Password1!')
    await expectMet(['length', 'uppercase', 'lowercase', 'digit', 'special'])
    await form.password.fill('')
    await expectUntried()
  })

  test("a confirmation that differs gets 'Passord matcher ikke' and sends nothing", async ({ page }) => {
    const requests = watchAuthRequests(page)
    const form = await openAuthPage(page, 'signUp')
    const email = uniqueEmail('ulik')
    await form.email.fill(email)
    await form.password.fill(STRONG_PASSWORD)
    await form.confirmPassword.fill(`${STRONG_PASSWORD}?`)
    await form.submit.click()
    await expect(toast(page, { title: 'Passord matcher ikke', message: 'Passordene må være identiske.' })).toBeVisible()
    await expect(form.confirmPassword).toHaveAccessibleDescription('Passordene må være identiske.')
    await expect(form.email).toHaveValue(email)
    await expect(form.password).toHaveValue(STRONG_PASSWORD)
    await expect(form.confirmPassword).toHaveValue(`${STRONG_PASSWORD}?`)
    expect(requests.filter((request) => request.includes('/signup'))).toEqual([])
  })

  test('a password that breaks a rule gets the first failing rule as the message and sends nothing', async ({ page }) => {
    const requests = watchAuthRequests(page)
    const form = await openAuthPage(page, 'signUp')
    await form.email.fill(uniqueEmail('svakt'))
    await form.password.fill('Havbruk1')
    await form.confirmPassword.fill('Havbruk1')
    await form.submit.click()
    await expect(toast(page, { title: 'Ugyldig passord', message: 'Passord må inneholde minst ett spesialtegn' })).toBeVisible()
    await expect(form.password).toHaveValue('Havbruk1')

    // Only the first failing rule is told: the length comes before the special character. The first
    // toast is closed, so the second does not wait in the queue behind it.
    await page.getByRole('button', { name: toastText.close }).click()
    await expect(page.getByRole('alert')).toBeEmpty()
    await form.password.fill('Hav1')
    await form.confirmPassword.fill('Hav1')
    await form.submit.click()
    await expect(toast(page, { title: 'Ugyldig passord', message: 'Passord må være minst 8 tegn' })).toBeVisible()
    await expect(page.getByRole('alert')).not.toContainText('spesialtegn')
    expect(requests.filter((request) => request.includes('/signup'))).toEqual([])
  })

  test("a valid sign-up reads 'Registrerer...' while sending, then thanks the visitor, clears the passwords, keeps the e-mail and mails a link back to the site", async ({
    page,
  }) => {
    const email = uniqueEmail('registrer')
    const form = await openAuthPage(page, 'signUp')
    // The real request is only held back, so the sending state can be seen.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(`${STACK_URL}/auth/v1/signup*`, async (route) => {
      await released
      await route.continue()
    })
    await form.email.fill(email)
    await form.password.fill(STRONG_PASSWORD)
    await form.confirmPassword.fill(STRONG_PASSWORD)
    await form.submit.click()
    await expect(form.submit).toHaveText('Registrerer...')
    await expect(form.submit).toBeDisabled()
    await expect(form.password).not.toBeEditable()
    release()

    await expect(
      toast(page, { title: 'Registrering vellykket', message: 'Sjekk e-posten din for bekreftelse.', type: 'success' }),
    ).toBeVisible()
    await expect(form.submit).toHaveText('Registrer')
    await expect(form.submit).toBeEnabled()
    await expect(form.email).toHaveValue(email)
    await expect(form.password).toHaveValue('')
    await expect(form.confirmPassword).toHaveValue('')
    await expect(form.panel.locator('[data-met]'), 'the emptied password fails no rule').toHaveCount(0)
    await expect(form.submit, 'the button has the focus back').toBeFocused()
    await expect(page).toHaveURL(`${SITE_URL}/auth`)

    const link = new URL(await confirmationLinkFor(email))
    expect(`${link.origin}${link.pathname}`, "the link leads to the site's confirmation page").toBe(`${SITE_URL}/bekreft-e-post`)
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{20,}$/)
  })
})

test.describe('the confirmation link', () => {
  test("opens 'Bekreft e-postadressen', whose press signs the visitor in on /: Logg ut in the navigation, the token in neither the address nor the history, and a reload keeps the session", async ({
    page,
  }) => {
    const user = await createUnconfirmedUser('bekreft')
    await page.goto('/om-oss')
    await waitForHydration(page)
    await expectSignedOut(page)
    const requests = watchAuthRequests(page)
    await page.goto(await confirmationLinkFor(user.email))
    await waitForHydration(page)
    await expect(page, 'the token is taken out of the address').toHaveURL(`${SITE_URL}/bekreft-e-post`)
    await page.getByRole('button', { name: 'Bekreft e-postadressen', exact: true }).click()
    await expect(toast(page, { title: 'E-postadressen er bekreftet', type: 'success' })).toBeVisible()
    await expectSignedIn(page)
    await expect(page, 'no token left in the address').toHaveURL(`${SITE_URL}/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(requests).toContain('POST /auth/v1/verify')
    const stored = JSON.parse((await storedItem(page, AUTH_STORAGE_KEY)) ?? 'null') as { user?: { email?: string } } | null
    expect(stored?.user?.email).toBe(user.email)

    requests.length = 0
    await page.reload()
    await waitForHydration(page)
    await expectSignedIn(page)
    expect(requests, 'the stored session is checked with the backend').toContain('GET /auth/v1/user')

    // The link's entry was replaced, twice, so Back leaves for the page before, not for the token.
    await page.goBack()
    await expect(page).toHaveURL(`${SITE_URL}/om-oss`)
    await expectSignedIn(page)
  })

  test('opening /auth while signed in goes to / in place of /auth, so Back returns to the page before', async ({ page }) => {
    await visitSignedIn(page, '/om-oss')
    await page.goto('/auth')
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expectSignedIn(page)
    await page.goBack()
    await expect(page).toHaveURL(`${SITE_URL}/om-oss`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Logg inn eller registrer deg')
  })
})

test.describe('signing out', () => {
  test("'Logg ut' brings the 'Logg inn' link back, ends the session and removes the stored session and lastContactSubmission", async ({
    page,
  }) => {
    const { session } = await visitSignedIn(page, '/', { extra: { [LAST_CONTACT_SUBMISSION_KEY]: String(Date.now()) } })
    expect(await storedItem(page, LAST_CONTACT_SUBMISSION_KEY)).not.toBeNull()
    const requests = watchAuthRequests(page)
    await navAccount(page).logout.click()
    await expectSignedOut(page)
    await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
    await expect.poll(() => storedItem(page, LAST_CONTACT_SUBMISSION_KEY)).toBeNull()
    expect(requests).toContain('POST /auth/v1/logout')
    const user = await fetch(`${STACK_URL}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}` },
    })
    expect(user.status, 'the backend no longer knows the session').toBe(403)

    requests.length = 0
    await page.reload()
    await waitForHydration(page)
    await expectSignedOut(page)
    await page.waitForLoadState('networkidle')
    expect(requests, 'a signed-out visit has no session to check').toEqual([])
  })

  test('a sign-out in one tab signs out the other tabs of the browser', async ({ page, context }) => {
    await visitSignedIn(page, '/')
    const other = await context.newPage()
    await other.goto('/kontakt')
    await waitForHydration(other)
    await expectSignedIn(other)

    await navAccount(page).logout.click()
    await expectSignedOut(page)
    await expectSignedOut(other)
    // The bar may say so a moment before the signing-out tab's client has removed the stored session.
    await expect.poll(() => storedItem(other, AUTH_STORAGE_KEY)).toBeNull()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test("the drawer shows 'Logg ut' while signed in, and it signs out", async ({ page }) => {
      // The bar's own account links are hidden on a phone; the drawer holds them.
      await visitSignedIn(page, '/', { navBar: false })
      const menuButton = page.getByRole('button', { name: navigationText.openMenu })
      await menuButton.click()
      const drawer = page.getByRole('dialog', { name: navigationText.menuTitle })
      const account = accountLinks(drawer)
      await expect(account.logout).toBeVisible()
      await expect(account.login).toHaveCount(0)
      await account.logout.click()
      await expect(drawer).toHaveCount(0)
      await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
      await menuButton.click()
      await expect(account.login).toBeVisible()
      await expect(account.logout).toHaveCount(0)
    })
  })
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

test("the 'Vis passord' toggle is pressed or not and shows or hides every password field", async ({ page }) => {
  const form = await openAuthPage(page)
  await form.password.fill(STRONG_PASSWORD)
  await expect(form.showPasswords).toHaveAttribute('aria-pressed', 'false')
  await expect(form.password).toHaveAttribute('type', 'password')
  await form.showPasswords.click()
  await expect(form.showPasswords).toHaveAttribute('aria-pressed', 'true')
  await expect(form.password).toHaveAttribute('type', 'text')
  await expect(form.password).toHaveValue(STRONG_PASSWORD)

  // One toggle for the page: the sign-up fields are shown too, and hidden again together.
  await form.selectTab('signUp')
  await expect(form.showPasswords).toHaveAttribute('aria-pressed', 'true')
  await expect(form.password).toHaveAttribute('type', 'text')
  await expect(form.confirmPassword).toHaveAttribute('type', 'text')
  const controlled = (await form.showPasswords.getAttribute('aria-controls'))?.split(' ') ?? []
  expect(controlled).toEqual([await form.password.getAttribute('id'), await form.confirmPassword.getAttribute('id')])
  await form.showPasswords.click()
  await expect(form.showPasswords).toHaveAttribute('aria-pressed', 'false')
  await expect(form.password).toHaveAttribute('type', 'password')
  await expect(form.confirmPassword).toHaveAttribute('type', 'password')
})

test.describe('what loads for whom', () => {
  test('an anonymous first visit to / loads no supabase-js and makes no request to the stack', async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expectSignedOut(page)
    expect(loadedClient()).toBe(false)
    expect(stackRequests()).toEqual([])
  })

  test('an anonymous first visit to /auth loads supabase-js only once the form is first used', async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    await page.goto('/auth')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(loadedClient()).toBe(false)

    await authForm(page).email.click()
    await expect.poll(loadedClient).toBe(true)
    await expectSignedOut(page)
    expect(stackRequests()).toEqual([])
  })

  test("a visit with a stored session loads supabase-js and checks the session with the stack's /auth/v1/user", async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    await visitSignedIn(page, '/')
    expect(loadedClient()).toBe(true)
    expect(stackRequests()).toContain(`${STACK_URL}/auth/v1/user`)
  })
})

test.describe('the /auth page and axe', () => {
  // Reduced motion shows every section at once, so axe sees them as a reader does.
  test.use({ reducedMotion: 'reduce' })

  test("has no axe violations with the 'Logg inn' tab selected", async ({ page }) => {
    await openAuthPage(page, 'signIn')
    await expectNoViolations(page)
  })

  test("has no axe violations with the 'Registrer' tab selected and the checklist half met", async ({ page }) => {
    const form = await openAuthPage(page, 'signUp')
    await form.password.fill('havbruk1')
    await expect(form.rule(RULES.digit)).toHaveAttribute('data-met', 'true')
    await expectNoViolations(page)
  })
})
