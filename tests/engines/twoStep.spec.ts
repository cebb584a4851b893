import { SIGN_IN_SUCCESS } from '../../messages/authForm'
import { secondStepText } from '../../src/content/twoStep'
import { totpCode } from '../support/twoStep'
import { createConfirmedUser } from '../e2e/support/auth'
import { turnOnTwoStep } from '../e2e/support/twoStep'
import { test } from './support/test'
import { DECLINED_COOKIES, openAuthForm, storeBeforeVisit, toast, waitSignedIn } from './support/site'

test("with two-step sign-in on, the password asks for the app's code, which signs in", async ({ visitor }) => {
  const user = await createConfirmedUser(`totrinn-${visitor.engine}`)
  const secret = await turnOnTwoStep(user)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  const form = await openAuthForm(visitor, 'signIn')
  await form.email.fill(user.email)
  await form.password.fill(user.password)
  await form.submit.click()
  const code = visitor.label(secondStepText.codeLabel)
  await code.fill(totpCode(secret))
  await visitor.role('button', secondStepText.submit).click()
  await visitor.waitForPath('/')
  await toast(visitor, SIGN_IN_SUCCESS).waitVisible()
  await waitSignedIn(visitor)
})
