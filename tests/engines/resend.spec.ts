import { SIGN_UP_SUCCESS } from '../../messages/authForm'
import { confirmationResendText } from '../../src/content/mailRequest'
import { mailsOfKind, STRONG_PASSWORD } from '../e2e/support/auth'
import { WAIT_MESSAGE } from '../e2e/support/account'
import { uniqueEmail } from '../e2e/support/backend'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, openAuthForm, storeBeforeVisit, toast } from './support/site'

test("after a sign-up, 'Send bekreftelsen på nytt' tells how many seconds until a new mail may be sent", async ({ visitor }) => {
  // The stack refuses a mail this soon with 429, which an engine may log as a failed load.
  visitor.allow(/429/)
  const email = uniqueEmail(`send-igjen-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  const form = await openAuthForm(visitor, 'signUp')
  await form.email.fill(email)
  await form.password.fill(STRONG_PASSWORD)
  await form.confirmPassword.fill(STRONG_PASSWORD)
  await form.submit.click()
  await toast(visitor, SIGN_UP_SUCCESS).waitVisible()

  const resend = visitor.role('tabpanel').role('button', confirmationResendText.submit)
  await resend.click()
  const answer = await visitor.role('tabpanel').role('status').waitText(WAIT_MESSAGE)
  const seconds = Number(WAIT_MESSAGE.exec(answer.text)![1])
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(60)
  expect(await mailsOfKind(email, 'confirmation'), 'no second mail').toHaveLength(1)
})
