import {
  brokenLink,
  confirmButton,
  declineCookies,
  MAIL_TOO_SOON,
  openAccountSignedIn,
  passwordResetForm,
  RECOVERY_SENT,
  recoveryPanel,
  requestRecoveryThroughStack,
  resendOffer,
  signUpOnSite,
} from '../support/account'
import { linkProblemText } from '../../../src/content/mailLink'
import { confirmationLinkFor, createConfirmedUser, createUnconfirmedUser, mailedLinkFor } from '../support/auth'
import { expectNoViolations } from '../support/axe'
import { uniqueEmail } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { tabTo } from '../support/keyboard'
import { twoStepSection } from '../support/twoStep'
import { totpCode } from '../../support/twoStep'
import { twoStepSettingText } from '../../../src/content/twoStepSetting'

/** The account pages and panels in each of their states, checked by axe as in accessibility.spec.ts, and by keyboard. */

// Reduced motion shows every section at once, so axe sees them as a reader does.
test.use({ reducedMotion: 'reduce' })

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('no axe violations', () => {
  test("/bekreft-e-post with its link's token: the 'Bekreft e-postadressen' button", async ({ page }) => {
    const user = await createUnconfirmedUser('axe-bekreft')
    await page.goto(await confirmationLinkFor(user.email))
    await waitForHydration(page)
    await expect(confirmButton(page)).toBeEnabled()
    await expectNoViolations(page)
  })

  test('/bekreft-e-post without a token: the answer for a missing link', async ({ page }) => {
    await page.goto('/bekreft-e-post')
    await waitForHydration(page)
    await expect(brokenLink(page, linkProblemText.missing.title).heading).toBeVisible()
    await expectNoViolations(page)
  })

  test("/nytt-passord with its link's token: the new-password form, its checklist half met", async ({ page }) => {
    const user = await createConfirmedUser('axe-nytt')
    await requestRecoveryThroughStack(user.email)
    await page.goto((await mailedLinkFor(user.email, 'recovery')).url)
    await waitForHydration(page)
    const form = passwordResetForm(page)
    await form.password.fill('havbruk1')
    await expect(form.checklist.getByRole('listitem').filter({ hasText: 'Minst ett tall' })).toHaveAttribute('data-met', 'true')
    await expectNoViolations(page)
  })

  test('/nytt-passord without a token: the answer for a missing link', async ({ page }) => {
    await page.goto('/nytt-passord')
    await waitForHydration(page)
    await expect(brokenLink(page, linkProblemText.missing.title).heading).toBeVisible()
    await expectNoViolations(page)
  })

  test("/auth with the 'Glemt passord' panel open and answered", async ({ page }) => {
    await page.goto('/auth')
    await waitForHydration(page)
    const recovery = recoveryPanel(page)
    await recovery.opener.click()
    await recovery.email.fill(uniqueEmail('axe-glemt'))
    await recovery.submit.click()
    await expect(recovery.answer).toHaveText(RECOVERY_SENT)
    await expectNoViolations(page)
  })

  test("/auth with 'Send bekreftelsen på nytt' offered after a sign-up", async ({ page, browserProblems }) => {
    browserProblems.allow(MAIL_TOO_SOON)
    await signUpOnSite(page, uniqueEmail('axe-send'))
    const offer = resendOffer(page)
    await expect(offer.submit).toBeVisible()
    await expectNoViolations(page)
    await offer.submit.click()
    await expect(offer.answer).not.toBeEmpty()
    await expectNoViolations(page)
  })

  test("/konto signed in: 'Min konto' with its sections", async ({ page }) => {
    await openAccountSignedIn(page)
    await expectNoViolations(page)
  })

  test("/konto: 'Totrinnsinnlogging' being set up, with its QR code, key and a refused code", async ({ page }) => {
    await openAccountSignedIn(page)
    const section = twoStepSection(page)
    await section.start.click()
    await expect(section.qrCode).toBeVisible()
    await section.code.fill('12345')
    await section.confirm.click()
    await expect(section.code).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page)
  })
})

test("'Totrinnsinnlogging' is set up with the keyboard alone: the key copied, the code typed, the focus where the form was", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openAccountSignedIn(page)
  const section = twoStepSection(page)
  await tabTo(page, section.start)
  await page.keyboard.press('Enter')
  await expect(section.scanHeading).toBeFocused()
  await tabTo(page, section.section.getByRole('button', { name: twoStepSettingText.copyKey, exact: true }))
  await page.keyboard.press('Enter')
  await expect(section.section.getByRole('status')).toHaveText(twoStepSettingText.keyCopied)
  const secret = (await page.evaluate(() => navigator.clipboard.readText())).replace(/ /g, '')
  expect(secret).toBe((await section.key.innerText()).replace(/ /g, ''))
  await tabTo(page, section.code)
  await page.keyboard.type(totpCode(secret))
  await page.keyboard.press('Enter')
  await expect(section.on).toBeVisible()
  await expect(section.stop).toBeFocused()
})

test("the 'Glemt passord' panel is opened, used and closed with the keyboard alone, the focus on its heading and back on 'Glemt passord?'", async ({
  page,
}) => {
  await page.goto('/auth')
  await waitForHydration(page)
  const recovery = recoveryPanel(page)
  // From the top of the page, Tab goes through the links and the form as a keyboard user's would.
  await tabTo(page, recovery.opener)
  await page.keyboard.press('Enter')
  await expect(recovery.heading).toBeFocused()

  await page.keyboard.press('Tab')
  await expect(recovery.email).toBeFocused()
  await page.keyboard.type(uniqueEmail('tastatur'))
  await page.keyboard.press('Enter')
  await expect(recovery.answer).toHaveText(RECOVERY_SENT)

  await page.keyboard.press('Tab')
  await expect(recovery.submit).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(recovery.back).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(recovery.panel).toHaveCount(0)
  await expect(recovery.opener).toBeFocused()
})
