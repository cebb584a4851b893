import { confirmationResendText } from '../../src/content/mailRequest'
import { mailsOfKind } from '../e2e/support/auth'
import { WAIT_MESSAGE } from '../e2e/support/account'
import { uniqueEmail } from '../e2e/support/backend'
import { expect, test } from './support/test'
import { signUpOnAuthPage } from './support/site'

test("after a sign-up, 'Send bekreftelsen på nytt' tells how many seconds until a new mail may be sent", async ({ visitor }) => {
  // The stack refuses a mail this soon with 429, which an engine may log as a failed load.
  visitor.allow(/429/)
  const email = uniqueEmail(`send-igjen-${visitor.engine}`)
  await signUpOnAuthPage(visitor, email)

  const resend = visitor.role('tabpanel').role('button', confirmationResendText.submit)
  await resend.click()
  const answer = await visitor.role('tabpanel').role('status').waitText(WAIT_MESSAGE)
  const seconds = Number(WAIT_MESSAGE.exec(answer.text)![1])
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(60)
  expect(await mailsOfKind(email, 'confirmation'), 'no second mail').toHaveLength(1)
})
