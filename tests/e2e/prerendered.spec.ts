import type { Page } from '@playwright/test'
import { emailConfirmationText, passwordResetText } from '../../src/content/account'
import { authPageText } from '../../src/content/authForm'
import { contactFormText } from '../../src/content/contactForm'
import { linkReadingText } from '../../src/content/mailLink'
import { newsletterText } from '../../src/content/newsletter'
import { newsletterLinkText } from '../../src/content/newsletterLink'
import { SCRIPT_REQUIRED_TEXT } from '../../src/content/scriptRequired'
import { absoluteUrl, SHARE_IMAGE } from '../../src/seo/head'
import { expect, test } from './support/fixtures'
import { UNKNOWN_NEWSLETTER_TOKEN } from './support/newsletter'
import { CONTENT_PAGES, metaFor, PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]
}

const FORMS = [
  {
    form: 'the contact form',
    path: '/kontakt',
    within: (page: Page) => page.getByRole('form', { name: contactFormText.formLabel }),
    send: contactFormText.submit,
  },
  {
    form: 'the sign-in form',
    path: '/auth',
    within: (page: Page) => page.getByRole('tabpanel', { name: authPageText.tabs.signIn }),
    send: authPageText.submit.signIn,
  },
  {
    form: 'the sign-in form',
    path: '/konto',
    within: (page: Page) => page.getByRole('tabpanel', { name: authPageText.tabs.signIn }),
    send: authPageText.submit.signIn,
  },
  { form: 'the newsletter form', path: '/', within: (page: Page) => page.getByRole('contentinfo'), send: newsletterText.submit },
]

/** A token hash of the form the account mails carry. */
const TOKEN_HASH = 'bfe6fd0c279ff0096c16e037f805f510e03693f41e35dc7d0e1809b0'

/** The mail links' pages, opened with a token as the mails write them, and the button each then offers. */
const LINK_PAGES = [
  { path: `/bekreft-e-post?token_hash=${TOKEN_HASH}&type=signup`, send: emailConfirmationText.submit },
  { path: `/nytt-passord?token_hash=${TOKEN_HASH}&type=recovery`, send: passwordResetText.submit },
  { path: `/nyhetsbrev/bekreft?token=${UNKNOWN_NEWSLETTER_TOKEN}`, send: newsletterLinkText.confirm.submit },
  { path: `/nyhetsbrev/avmeld?token=${UNKNOWN_NEWSLETTER_TOKEN}`, send: newsletterLinkText.leave.submit },
]

test.describe('the served HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, meta } of PAGES) {
    test(`${path} carries its own title, description, canonical and share tags`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('<html lang="nb">')
      expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(meta.title)
      expect(attribute(html, /<meta data-head name="description" content="([^"]*)"/)).toBe(meta.description)
      expect(attribute(html, /<link data-head rel="canonical" href="([^"]*)"/)).toBe(absoluteUrl(path))
      expect(attribute(html, /<meta data-head property="og:title" content="([^"]*)"/)).toBe(meta.title)
      expect(attribute(html, /<meta data-head property="og:url" content="([^"]*)"/)).toBe(absoluteUrl(path))
      expect(attribute(html, /<meta data-head property="og:image" content="([^"]*)"/)).toBe(absoluteUrl(SHARE_IMAGE.path))
      expect(attribute(html, /<meta data-head property="og:image:width" content="([^"]*)"/)).toBe('1200')
      expect(attribute(html, /<meta data-head property="og:image:height" content="([^"]*)"/)).toBe('630')
      expect(attribute(html, /<meta data-head name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image')
      expect(html).toContain('"@type":"BreadcrumbList"')
    })
  }

  for (const { path, meta } of CONTENT_PAGES) {
    test(`${path} shows its heading without JavaScript`, async ({ page }) => {
      await page.goto(path)
      // /konto holds a second view for signed-in visitors, hidden (tests/e2e/account/signedOut.spec.ts).
      await expect(page.locator('h1:visible')).toHaveCount(1)
      await expect(page).toHaveTitle(meta.title)
    })
  }

  for (const { form, path, within, send } of FORMS) {
    test(`${form} on ${path} says it needs script and cannot be sent without it`, async ({ page }) => {
      await page.goto(path)
      // Playwright's text queries leave out <noscript>, so the notice is found by its paragraph.
      const notice = within(page).locator('noscript p')
      await expect(notice).toHaveText(SCRIPT_REQUIRED_TEXT)
      await expect(notice).toBeVisible()
      await expect(within(page).getByRole('button', { name: send, exact: true })).toBeDisabled()
    })
  }

  for (const { path, send } of LINK_PAGES) {
    test(`the mail link's page ${path.split('?')[0]} says it needs script to use the link, and offers no button`, async ({ page }) => {
      await page.goto(path)
      const main = page.getByRole('main')
      const notice = main.locator('noscript p')
      await expect(notice).toHaveText(linkReadingText.scriptRequired)
      await expect(notice).toBeVisible()
      await expect(main.getByText(linkReadingText.status)).toBeHidden()
      await expect(main.getByRole('button', { name: send, exact: true })).toHaveCount(0)
      // Nothing more comes without script, so the card keeps no room below the notice.
      const roomBelow = await notice.evaluate(
        (p) => p.parentElement!.parentElement!.getBoundingClientRect().bottom - p.getBoundingClientRect().bottom,
      )
      expect(roomBelow).toBeLessThanOrEqual(1)
    })
  }

  test('an unknown path gets the not-found page with status 404', async ({ request }) => {
    const response = await request.get(UNKNOWN_PATH)
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(metaFor(UNKNOWN_PATH).title)
    expect(html).toContain('Side ikke funnet')
    expect(html).toContain('noindex')
  })

  test('the share image is a real 1200×630 PNG', async ({ request }) => {
    const response = await request.get(SHARE_IMAGE.path)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })

  test('sitemap.xml lists the indexable pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const { path, meta } of PAGES) expect(sitemap.includes(`<loc>${absoluteUrl(path)}</loc>`)).toBe(meta.indexable)
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  })
})

test.describe('a form once script runs', () => {
  for (const { form, path, within, send } of FORMS) {
    test(`${form} on ${path} can be sent, and does not show the no-script notice`, async ({ page }) => {
      await page.goto(path)
      await expect(within(page).getByRole('button', { name: send, exact: true })).toBeEnabled()
      await expect(within(page).locator('noscript')).toBeHidden()
    })
  }

  for (const { path, send } of LINK_PAGES) {
    test(`the mail link's page ${path.split('?')[0]} with its token offers its button, in place of the reading line`, async ({ page }) => {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.getByRole('button', { name: send, exact: true })).toBeEnabled()
      await expect(main.getByText(linkReadingText.status)).toHaveCount(0)
      await expect(main.locator('noscript')).toBeHidden()
    })
  }
})
