import { AUTH_STORAGE_KEY } from '../e2e/support/auth'
import { sessionTimeoutText } from '../../src/content/sessionTimeout'
import { expect, test } from './support/test'
import { openSignedIn, waitSignedOut } from './support/site'

test('after 25 quiet minutes on a moved clock the dialog counts down from 5:00, and at 30 the visitor is signed out', async ({
  visitor,
}) => {
  await openSignedIn(visitor, '/')
  // The clock starts a few seconds on, so the key press counts as activity and sets the deadline on it.
  await visitor.installClock(Date.now() + 5000)
  await visitor.press('a')
  const dialog = visitor.role('alertdialog', sessionTimeoutText.title)
  await visitor.moveClock(24 * 60_000 + 59_000)
  await dialog.waitHidden()
  await visitor.moveClock(1000)
  await dialog.role('timer').waitText('5:00')
  await dialog.role('button', sessionTimeoutText.extend).waitFocused()
  await visitor.moveClock(1000)
  await dialog.role('timer').waitText('4:59')
  await visitor.moveClock(4 * 60_000 + 59_000)
  await dialog.waitHidden()
  await expect.poll(() => visitor.storedItem(AUTH_STORAGE_KEY)).toBeNull()
  await waitSignedOut(visitor)
})
