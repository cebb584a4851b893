import type { Page } from '@playwright/test'
import { NEWSLETTER_TOASTS } from '../../messages/newsletter'
import { emailConfirmationText, passwordResetText } from '../../src/content/account'
import { contactContent } from '../../src/content/contact'
import { linkProblemText } from '../../src/content/mailLink'
import { confirmationResendText } from '../../src/content/mailRequest'
import { newsletterText } from '../../src/content/newsletter'
import { newsletterLinkText } from '../../src/content/newsletterLink'
import { brokenLink, declineCookies, RECOVERY_SENT } from './support/account'
import { watchAuthRequests } from './support/auth'
import { uniqueEmail } from './support/backend'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { roomBelow } from './support/layoutShift'
import { expectNewsletterToast, NEWSLETTER_LINK_PATHS, newsletterField, watchRpcCalls } from './support/newsletter'

// A phone, where a card left half empty or a button that cannot work is most in the way.
test.use({ viewport: { width: 375, height: 812 } })

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

/** Opens `path` as an address typed or cut short, without the mail's token, and waits until it runs. */
async function openWithoutToken(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  const main = page.getByRole('main')
  const answer = main.getByRole('region', { name: linkProblemText.missing.title, exact: true })
  await expect(answer.getByRole('heading', { name: linkProblemText.missing.title, exact: true })).toBeVisible()
  await expect(answer).toContainText(linkProblemText.missing.text)
  await expect(answer.getByRole('heading')).not.toBeFocused()
  return { main, answer }
}

test('/bekreft-e-post without a token says the link is missing, sends a new one and leads to signing in', async ({ page }) => {
  const requests = watchAuthRequests(page)
  const { main, answer } = await openWithoutToken(page, '/bekreft-e-post')
  await expect(main.getByRole('button', { name: emailConfirmationText.submit })).toHaveCount(0)
  expect(await roomBelow(answer)).toBeLessThanOrEqual(1)

  const broken = brokenLink(page, linkProblemText.missing.title)
  await broken.email.fill(uniqueEmail('uten-lenke'))
  await broken.resendConfirmation.click()
  await expect(broken.answer).toHaveText(confirmationResendText.sent)
  expect(requests).toEqual(['POST /auth/v1/resend'])

  await broken.signIn.click()
  await expect(page).toHaveURL('/auth')
})

test('/nytt-passord without a token says the link is missing, sends a new one and leads to signing in', async ({ page }) => {
  const requests = watchAuthRequests(page)
  const { main, answer } = await openWithoutToken(page, '/nytt-passord')
  await expect(main.getByRole('button', { name: passwordResetText.submit })).toHaveCount(0)
  await expect(main.getByRole('textbox')).toHaveCount(1)
  expect(await roomBelow(answer)).toBeLessThanOrEqual(1)

  const broken = brokenLink(page, linkProblemText.missing.title)
  await broken.email.fill(uniqueEmail('uten-lenke'))
  await broken.sendRecoveryLink.click()
  await expect(broken.answer).toHaveText(RECOVERY_SENT)
  expect(requests).toEqual(['POST /auth/v1/recover'])

  await broken.signIn.click()
  await expect(page).toHaveURL('/auth')
})

test('/nyhetsbrev/bekreft without a token says the link is missing and leads to the sign-up in the footer', async ({ page }) => {
  const calls = watchRpcCalls(page)
  const { main, answer } = await openWithoutToken(page, NEWSLETTER_LINK_PATHS.confirm)
  await expect(main.getByRole('button')).toHaveCount(0)
  expect(await roomBelow(answer)).toBeLessThanOrEqual(1)

  const { wayOn } = newsletterLinkText.confirm
  await answer.getByRole('link', { name: wayOn.link.label, exact: true }).click()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: newsletterText.heading, exact: true })).toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(newsletterField(page).input).toBeFocused()
  await page.keyboard.type(uniqueEmail('uten-lenke'))
  await newsletterField(page).send.click()
  await expectNewsletterToast(page, NEWSLETTER_TOASTS.subscribed)
  expect(calls).toEqual([])
})

test('/nyhetsbrev/avmeld without a token says the link is missing and how else to leave', async ({ page }) => {
  const calls = watchRpcCalls(page)
  const { main, answer } = await openWithoutToken(page, NEWSLETTER_LINK_PATHS.leave)
  await expect(main.getByRole('button')).toHaveCount(0)
  expect(await roomBelow(answer)).toBeLessThanOrEqual(1)

  const { wayOn } = newsletterLinkText.leave
  await expect(answer).toContainText(`${wayOn.before}${wayOn.link.label}${wayOn.after}`)
  await answer.getByRole('link', { name: wayOn.link.label, exact: true }).click()
  await expect(page).toHaveURL('/kontakt')
  await expect(page.getByRole('heading', { level: 1, name: contactContent.hero.title })).toBeVisible()
  expect(calls).toEqual([])
})
