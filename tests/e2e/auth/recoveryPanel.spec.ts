import { authPageText } from '../../../src/content/authForm'
import { recoveryRequestText } from '../../../src/content/mailRequest'
import { expect, test } from '../support/fixtures'
import { authForm } from '../support/auth'
import { waitForHydration } from '../support/hydration'

test("on a slow network, 'Glemt passord?' keeps the tabs and the typed address, busy, until its panel has come, never an empty card", async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/RecoveryPanel-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/auth')
  await waitForHydration(page)
  const form = authForm(page)
  await form.email.fill('ola@example.no')
  const panelAsked = page.waitForRequest(/\/assets\/RecoveryPanel-[^/]+\.js$/)
  const opener = form.panel.getByRole('button', { name: authPageText.forgotPassword })
  await expect(opener).not.toHaveAttribute('aria-busy')
  await opener.click()

  const heading = page.getByRole('heading', { name: recoveryRequestText.title })
  // Asked for and held back: the tabs are still what the card shows.
  await panelAsked
  await expect(heading).toHaveCount(0)
  await expect(page.getByRole('tablist')).toBeVisible()
  await expect(form.email).toHaveValue('ola@example.no')
  await expect(opener).toHaveAttribute('aria-busy', 'true')
  await expect(opener).toHaveCSS('cursor', 'progress')

  release()
  await expect(heading).toBeFocused()
  await expect(page.getByRole('tablist')).toHaveCount(0)
  await expect(page.getByRole('region', { name: recoveryRequestText.title }).getByLabel('E-post')).toHaveValue('ola@example.no')

  // Back on the tabs, the opener is no longer busy.
  await page.getByRole('button', { name: recoveryRequestText.back }).click()
  await expect(opener).toBeFocused()
  await expect(opener).not.toHaveAttribute('aria-busy')
})
