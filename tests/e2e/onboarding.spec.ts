import { siteConfig } from '../../src/site.config'
import { expect, test } from './support/fixtures'

const registration = siteConfig.external.registration

test.beforeEach(async ({ context }) => {
  // The registration page lives on the marketplace app's host; answer for it here.
  await context.route(`${registration}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Registrering</title>' }))
})

test('/onboarding replaces itself with the registration page at once', async ({ page }) => {
  await page.goto('/')
  await page.goto('/onboarding')
  await expect(page).toHaveURL(registration)
  await page.goBack()
  await expect(page).toHaveURL('/')
})

test('/onboarding sends the visitor on even without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.route(`${registration}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Registrering</title>' }))
  const page = await context.newPage()
  await page.goto('/onboarding', { waitUntil: 'commit' })
  await expect(page).toHaveURL(registration)
  await context.close()
})
