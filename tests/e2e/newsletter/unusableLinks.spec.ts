import { linkProblemText } from '../../../src/content/mailLink'
import { newsletterLinkText } from '../../../src/content/newsletterLink'
import { alteredToken, declineCookies } from '../support/account'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { roomBelow } from '../support/layoutShift'
import {
  NEWSLETTER_LINK_KINDS,
  NEWSLETTER_LINK_PATHS,
  newsletterLinkPage,
  onlyRowOf,
  openNewsletterLink,
  signUpForMail,
  watchRpcCalls,
} from '../support/newsletter'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('a link that cannot be used gets an answer that says why, never an error page', () => {
  for (const kind of NEWSLETTER_LINK_KINDS) {
    const path = NEWSLETTER_LINK_PATHS[kind]

    test(`${path} with an altered token: the answer after the press, and the sign-up as it was`, async ({ page }) => {
      const { email, links } = await signUpForMail(page, `endret-${kind}`)
      const altered = alteredToken(links[kind].token)
      const calls = watchRpcCalls(page)
      const linkPage = await openNewsletterLink(page, kind, `${path}?token=${altered}`)
      await linkPage.button.click()
      await expect(linkPage.broken).toBeFocused()
      await expect(linkPage.title).toBeVisible()
      await expect(linkPage.failed).toHaveCount(0)
      expect(calls).toHaveLength(1)
      expect(await onlyRowOf(email)).toEqual(expect.objectContaining({ confirmed_at: null }))
    })

    // Without any token: tests/e2e/linkPagesWithoutToken.spec.ts.
    for (const [what, search, problem] of [
      ['an empty token', '?token=', linkProblemText.missing],
      ['a token not of the form the mails carry', '?token=abc123', linkProblemText.malformed],
    ] as const) {
      test(`${path} with ${what}: the answer at once, with no button and no call`, async ({ page }) => {
        const calls = watchRpcCalls(page)
        const response = await page.goto(`${path}${search}`)
        expect(response?.status()).toBe(200)
        await waitForHydration(page)
        const linkPage = newsletterLinkPage(page, kind)
        const answer = page.getByRole('region', { name: problem.title, exact: true })
        await expect(answer.getByRole('heading', { name: problem.title, exact: true })).toBeVisible()
        expect(await roomBelow(answer), 'the answer fills the card').toBeLessThanOrEqual(1)
        await expect(page.getByRole('main')).toContainText(problem.text)
        await expect(page.getByRole('main')).toContainText(newsletterLinkText[kind].wayOn.before)
        await expect(linkPage.title).toBeVisible()
        await expect(linkPage.button).toHaveCount(0)
        await page.waitForLoadState('networkidle')
        expect(calls).toEqual([])
      })
    }
  }
})
