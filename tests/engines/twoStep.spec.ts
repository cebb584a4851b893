import { twoStepCodeText } from '../../src/content/twoStepCode'
import { SIGN_IN_SUCCESS } from '../../messages/authForm'
import { TWO_STEP_TOASTS } from '../../messages/twoStep'
import { secondStepText } from '../../src/content/twoStep'
import { twoStepSettingText } from '../../src/content/twoStepSetting'
import { totpCode } from '../support/twoStep'
import { createConfirmedUser } from '../e2e/support/auth'
import { turnOnTwoStep } from '../e2e/support/twoStep'
import { test } from './support/test'
import { DECLINED_COOKIES, openAuthForm, openSignedIn, storeBeforeVisit, toast, waitSignedIn } from './support/site'

test("with two-step sign-in on, the password asks for the app's code, which signs in", async ({ visitor }) => {
  const user = await createConfirmedUser(`totrinn-${visitor.engine}`)
  const secret = await turnOnTwoStep(user)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  const form = await openAuthForm(visitor, 'signIn')
  await form.email.fill(user.email)
  await form.password.fill(user.password)
  await form.submit.click()
  const code = visitor.label(twoStepCodeText.codeLabel)
  await code.fill(totpCode(secret))
  await visitor.role('button', secondStepText.submit).click()
  await visitor.waitForPath('/')
  await toast(visitor, SIGN_IN_SUCCESS).waitVisible()
  await waitSignedIn(visitor)
})

test("'Totrinnsinnlogging' on 'Min konto' turns on with the key the page shows and the app's code", async ({ visitor }) => {
  await openSignedIn(visitor, '/konto')
  const section = visitor.role('main').role('region', twoStepSettingText.title)
  await section.role('button', twoStepSettingText.start).click()
  await section.role('heading', twoStepSettingText.scanTitle).waitFocused()
  await section.role('img', twoStepSettingText.qrAlt).waitVisible()
  const key = await section.css('code').waitVisible()
  await section.label(twoStepCodeText.codeLabel).fill(totpCode(key.text.replace(/ /g, '')))
  await section.role('button', twoStepSettingText.confirm).click()
  await toast(visitor, TWO_STEP_TOASTS.on).waitVisible()
  await section.role('button', twoStepSettingText.stop).waitFocused()
})
