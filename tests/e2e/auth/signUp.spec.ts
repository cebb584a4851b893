import { toastText } from '../../../src/content/toast'
import { declineCookies } from '../support/account'
import { confirmationLinkFor, STRONG_PASSWORD, watchAuthRequests } from '../support/auth'
import { toast } from '../support/toast'
import { openAuthPage, RULES, type Rule } from '../support/authPage'
import { uniqueEmail } from '../support/backend'
import { SITE_URL, STACK_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

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
