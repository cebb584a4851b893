import { SIGN_IN_SUCCESS } from '../../messages/authForm'
import { cookieConsentText } from '../../src/content/cookieConsent'
import { navigationText } from '../../src/content/navigation'
import { createConfirmedUser } from '../e2e/support/auth'
import { expectFocusSeen, tabTo } from './support/keyboard'
import { authForm, DECLINED_COOKIES, storeBeforeVisit, toast, waitEnabled, waitSignedIn } from './support/site'
import { test } from './support/test'

/**
 * The keyboard paths of the forms, in every engine. Each control is a button or a field, so Tab
 * reaches it in Safari too, where Tab skips links unless the visitor turns that on.
 */
test("the cookie banner is answered with the keyboard: Tab to 'Kun nødvendige', seen, and Enter", async ({ visitor }) => {
  await visitor.open('/kontakt')
  const banner = visitor.role('region', cookieConsentText.label)
  const necessaryOnly = banner.role('button', cookieConsentText.necessaryOnly)
  // A keyboard user answers the banner once it shows; it loads after the page, at the end of the Tab order.
  await necessaryOnly.waitVisible()
  await tabTo(visitor, necessaryOnly)
  await expectFocusSeen(necessaryOnly)
  await visitor.press('Enter')
  await banner.waitHidden()
})

test('a visitor signs in with the keyboard alone: Tab to each field, type, and Enter', async ({ visitor }) => {
  const user = await createConfirmedUser(`tastatur-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/auth')
  const form = authForm(visitor, 'signIn')
  await waitEnabled(form.submit)
  for (const [field, text] of [
    [form.email, user.email],
    [form.password, user.password],
  ] as const) {
    await tabTo(visitor, field)
    await expectFocusSeen(field)
    await visitor.type(text)
    await field.waitFor('value', (state) => state.value === text)
  }
  await tabTo(visitor, form.submit)
  await expectFocusSeen(form.submit)
  await visitor.press('Enter')
  await visitor.waitForPath('/')
  await toast(visitor, SIGN_IN_SUCCESS).waitVisible()
  await waitSignedIn(visitor)
})

test("@phone the drawer is opened, gone through and closed with the keyboard: the focus stays in it and comes back to 'Åpne meny'", async ({
  visitor,
}) => {
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/')
  const menuButton = visitor.role('navigation', navigationText.mainLabel).role('button', navigationText.openMenu)
  await tabTo(visitor, menuButton)
  await expectFocusSeen(menuButton)
  await visitor.press('Enter')
  const drawer = visitor.role('dialog', navigationText.menuTitle)
  await drawer.waitVisible()
  const close = drawer.role('button', navigationText.closeMenu)
  await tabTo(visitor, close)
  await expectFocusSeen(close)
  await visitor.press('Escape')
  await drawer.waitHidden()
  await menuButton.waitFocused()
})
