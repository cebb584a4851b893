import { navigationText } from '../../src/content/navigation'
import { ANON_KEY, STACK_URL } from '../../tools/browser/endpoints'
import { AUTH_STORAGE_KEY } from '../e2e/support/auth'
import { expect, test } from './support/test'
import { mainNavigation, openSignedIn, waitSignedOut } from './support/site'

test("'Logg ut' ends the session: 'Logg inn' is back, nothing is stored and the backend no longer knows it", async ({ visitor }) => {
  const { session } = await openSignedIn(visitor, '/om-oss')
  const navigation = await mainNavigation(visitor)
  await navigation.role('button', navigationText.logout).click()
  // On a phone the drawer closes as the visitor signs out.
  await visitor.role('dialog').waitHidden()
  await waitSignedOut(visitor)
  await expect.poll(() => visitor.storedItem(AUTH_STORAGE_KEY)).toBeNull()
  const user = await fetch(`${STACK_URL}/auth/v1/user`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}` } })
  expect(user.status).toBe(403)
  await visitor.reload()
  await waitSignedOut(visitor)
})
