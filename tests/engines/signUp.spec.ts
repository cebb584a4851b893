import { SIGN_UP_SUCCESS } from '../../messages/authForm'
import { emailConfirmationText } from '../../src/content/account'
import { AUTH_STORAGE_KEY, confirmationLinkFor, STRONG_PASSWORD } from '../e2e/support/auth'
import { uniqueEmail } from '../e2e/support/backend'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, openAuthForm, storeBeforeVisit, toast, waitEnabled, waitSignedIn } from './support/site'

test("a sign-up on 'Registrer' is thanked and mailed a link, whose 'Bekreft e-postadressen' signs the visitor in on /", async ({
  visitor,
}) => {
  const email = uniqueEmail(`registrer-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  const form = await openAuthForm(visitor, 'signUp')
  await form.email.fill(email)
  await form.password.fill(STRONG_PASSWORD)
  await form.confirmPassword.fill(STRONG_PASSWORD)
  await form.submit.click()
  await toast(visitor, SIGN_UP_SUCCESS).waitVisible()

  await visitor.openUrl(await confirmationLinkFor(email))
  const confirm = visitor.role('main').role('button', emailConfirmationText.submit)
  await waitEnabled(confirm)
  await confirm.click()
  await visitor.waitForPath('/')
  await waitSignedIn(visitor)
  expect(await visitor.storedItem(AUTH_STORAGE_KEY)).toContain(email)
})
