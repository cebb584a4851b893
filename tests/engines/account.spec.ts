import { PASSWORD_CHANGED } from '../../messages/account'
import { accountText, newPasswordLabels } from '../../src/content/account'
import { navigationText } from '../../src/content/navigation'
import { NEW_PASSWORD, stackAcceptsPassword } from '../e2e/support/account'
import { expect, test } from './support/test'
import { mainNavigation, openSignedIn, toast, waitEnabled } from './support/site'

test("'Min konto' shows the account's address and changes its password", async ({ visitor }) => {
  const { user } = await openSignedIn(visitor, '/')
  const navigation = await mainNavigation(visitor)
  await navigation.role('link', navigationText.account).click()
  await visitor.waitForPath('/konto')
  const main = visitor.role('main')
  await main.css('dd').waitText(user.email)

  const change = main.role('form', accountText.changePassword.title)
  await change.label(accountText.changePassword.currentPassword).fill(user.password)
  await change.label(newPasswordLabels.password).fill(NEW_PASSWORD)
  await change.label(newPasswordLabels.confirmPassword).fill(NEW_PASSWORD)
  const submit = change.role('button', accountText.changePassword.submit)
  await waitEnabled(submit)
  await submit.click()
  await toast(visitor, PASSWORD_CHANGED).waitVisible()
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)
  expect(await stackAcceptsPassword(user.email, user.password)).toBe(false)
})
