import { navigationText } from '../../src/content/navigation'
import { watchConsole } from './support/console'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { CONTENT_PAGES, metaFor, UNKNOWN_PATH } from '../../tools/browser/pages'

test.describe('every page in the browser', () => {
  for (const { path } of [...CONTENT_PAGES, { path: UNKNOWN_PATH }]) {
    test(`${path} hydrates without a console error or warning`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(path)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
    })
  }

  test('the breadcrumb bar shows Hjem and the page, the last crumb as plain text', async ({ page }) => {
    for (const { path } of CONTENT_PAGES.filter(({ meta }) => meta.breadcrumb)) {
      await page.goto(path)
      const trail = page.getByRole('navigation', { name: navigationText.breadcrumbLabel })
      await expect(trail.getByRole('link', { name: 'Hjem' })).toHaveAttribute('href', '/')
      const crumb = metaFor(path).breadcrumb!
      await expect(trail.getByText(crumb, { exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(trail.getByRole('link')).toHaveCount(1)
    }
  })

  test('the breadcrumb bar is hidden on the home page and on unknown paths', async ({ page }) => {
    for (const path of ['/', UNKNOWN_PATH]) {
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: navigationText.breadcrumbLabel })).toHaveCount(0)
    }
  })

  test('moving between pages updates the head and starts at the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.mouse.wheel(0, 3000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('banner').getByRole('link', { name: 'Om oss' }).click()
    await expect(page).toHaveURL('/om-oss')
    await expect(page).toHaveTitle(metaFor('/om-oss').title)
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/om-oss$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', metaFor('/om-oss').title)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a link to a place on a page still lands there once the page has hydrated', async ({ page }) => {
    await page.goto('/#faq')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { name: 'Ofte stilte spørsmål' })).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('sections below the fold stay put under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('[data-fade]')).toHaveCount(0)
  })

  test('sections below the fold fade in once scrolled to', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const faq = page.locator('#faq > div')
    await expect(faq).toHaveAttribute('data-fade', 'hidden')
    await faq.scrollIntoViewIfNeeded()
    await expect(faq).toHaveAttribute('data-fade', 'shown')
  })
})
