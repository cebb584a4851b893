import { PASSWORD_RESET } from '../../messages/account'
import { newPasswordLabels, passwordResetText } from '../../src/content/account'
import { authPageText } from '../../src/content/authForm'
import { mailRequestEmailLabel, recoveryRequestText } from '../../src/content/mailRequest'
import { createConfirmedUser, mailedLinkFor } from '../e2e/support/auth'
import { NEW_PASSWORD, RECOVERY_SENT, stackAcceptsPassword } from '../e2e/support/account'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, openAuthForm, storeBeforeVisit, toast, waitEnabled, waitSignedIn } from './support/site'

test("'Glemt passord?' mails a link, whose page saves a new password and signs the visitor in", async ({ visitor }) => {
  const user = await createConfirmedUser(`glemt-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await openAuthForm(visitor, 'signIn')
  await visitor.role('tabpanel').role('button', authPageText.forgotPassword).click()
  const panel = visitor.role('region', recoveryRequestText.title)
  await panel.role('heading', recoveryRequestText.title).waitFocused()
  await panel.label(mailRequestEmailLabel).fill(user.email)
  await panel.role('button', recoveryRequestText.submit).click()
  await panel.role('status').waitText(RECOVERY_SENT)

  await visitor.openUrl((await mailedLinkFor(user.email, 'recovery')).url)
  await visitor.waitForPath('/nytt-passord')
  const main = visitor.role('main')
  await main.label(newPasswordLabels.password).fill(NEW_PASSWORD)
  await main.label(newPasswordLabels.confirmPassword).fill(NEW_PASSWORD)
  const save = main.role('button', passwordResetText.submit)
  await waitEnabled(save)
  await save.click()
  await visitor.waitForPath('/')
  await toast(visitor, PASSWORD_RESET).waitVisible()
  await waitSignedIn(visitor)
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)
})
