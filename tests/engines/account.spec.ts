import { DATA_EXPORTED, PASSWORD_CHANGED } from '../../messages/account'
import { accountText, newPasswordLabels } from '../../src/content/account'
import { NEW_PASSWORD, stackAcceptsPassword } from '../e2e/support/account'
import { createConfirmedUser } from '../e2e/support/auth'
import { expect, test } from './support/test'
import { authForm, DECLINED_COOKIES, storeBeforeVisit, toast, waitEnabled } from './support/site'

test("a signed-out visitor signs in on 'Min konto', gets the account there, changes the password and downloads the data", async ({
  visitor,
}) => {
  const user = await createConfirmedUser(`konto-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/konto')
  const signIn = authForm(visitor, 'signIn')
  await waitEnabled(signIn.submit)
  await signIn.email.fill(user.email)
  await signIn.password.fill(user.password)
  await signIn.submit.click()
  const main = visitor.role('main')
  await main.css('dd').waitText(user.email)
  await visitor.waitForPath('/konto')

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

  const download = main.role('form', accountText.dataExport.title).role('button', accountText.dataExport.submit)
  await waitEnabled(download)
  await download.click()
  await toast(visitor, DATA_EXPORTED).waitVisible()
})
