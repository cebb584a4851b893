import { NEWSLETTER_TOASTS } from '../../messages/newsletter'
import { newsletterText } from '../../src/content/newsletter'
import { newsletterLinkText } from '../../src/content/newsletterLink'
import { newsletterSubscriptions, uniqueEmail } from '../e2e/support/backend'
import { newsletterMailLinks } from '../e2e/support/newsletter'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, storeBeforeVisit, toast, waitEnabled } from './support/site'
import type { Visitor } from './support/visitor'

/** On a newsletter link's page, presses its one button and waits for the answer to take the focus. */
async function pressLinkButton(visitor: Visitor, kind: 'confirm' | 'leave'): Promise<void> {
  const main = visitor.role('main')
  const button = main.role('button', newsletterLinkText[kind].submit)
  await waitEnabled(button)
  await button.click()
  await main.role('heading', newsletterLinkText[kind].done.title).waitFocused()
}

test("the footer's sign-up is thanked and mailed; the mail's link confirms it, and the answer's link takes it away", async ({
  visitor,
}) => {
  const email = uniqueEmail(`nyhetsbrev-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/om-oss')
  const footer = visitor.role('contentinfo')
  const send = footer.role('button', newsletterText.submit)
  await waitEnabled(send)
  await footer.label(newsletterText.emailLabel).fill(email)
  await send.click()
  await toast(visitor, NEWSLETTER_TOASTS.subscribed).waitVisible()
  await footer.role('status').waitText(newsletterText.confirmationSent)

  await visitor.openUrl((await newsletterMailLinks(email)).confirm.url)
  await pressLinkButton(visitor, 'confirm')
  expect((await newsletterSubscriptions(email))[0]?.confirmed_at).not.toBeNull()

  await visitor.role('main').role('link', newsletterLinkText.confirm.done.link.label).click()
  await visitor.waitForHydration()
  await pressLinkButton(visitor, 'leave')
  await expect.poll(() => newsletterSubscriptions(email)).toEqual([])
})
