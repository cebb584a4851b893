import { declineCookies } from '../support/account'
import { STRONG_PASSWORD } from '../support/auth'
import { openAuthPage } from '../support/authPage'
import { expect, test } from '../support/fixtures'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
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
