import { notFoundText } from '../../src/content/notFound'
import { UNKNOWN_PATH } from '../../tools/browser/pages'
import { test } from './support/test'
import { DECLINED_COOKIES, storeBeforeVisit } from './support/site'

test('an unknown address shows the not-found page and its toast, whose link leads home', async ({ visitor }) => {
  // The page is served with 404, which an engine may log as a failed load of the document.
  visitor.allow(/404/)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open(UNKNOWN_PATH)
  await visitor.role('heading', notFoundText.title, { level: 1 }).waitVisible()
  await visitor.role('main').role('link', notFoundText.homeButton).waitAttribute('href', '/')
  const toastLink = visitor.role('alert').role('link', new RegExp(notFoundText.toastMessage.slice(0, 30)))
  await toastLink.click()
  await visitor.waitForPath('/')
})
