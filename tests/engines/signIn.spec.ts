import { SIGN_IN_SUCCESS } from '../../messages/authForm'
import { AUTH_STORAGE_KEY, createConfirmedUser } from '../e2e/support/auth'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, openAuthForm, storeBeforeVisit, toast, waitSignedIn } from './support/site'

test("the right password on 'Logg inn' lands on / signed in, with 'Innlogget'", async ({ visitor }) => {
  const user = await createConfirmedUser(`logg-inn-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  const form = await openAuthForm(visitor, 'signIn')
  await form.email.fill(user.email)
  await form.password.fill(user.password)
  await form.submit.click()
  await visitor.waitForPath('/')
  await toast(visitor, SIGN_IN_SUCCESS).waitVisible()
  await waitSignedIn(visitor)
  expect(await visitor.storedItem(AUTH_STORAGE_KEY)).toContain(user.email)
})
