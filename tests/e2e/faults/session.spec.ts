import type { Session } from '@supabase/supabase-js'
import { CONSENT_STORAGE_KEY } from '../../../machines/cookieConsent.machine'
import {
  accountLinks,
  AUTH_STORAGE_KEY,
  createConfirmedUser,
  signInThroughStack,
  storedItem,
  storeSessionBeforeLoad,
} from '../support/auth'
import { ANON_KEY, STACK_URL } from '../../../tools/browser/endpoints'
import { waitForHydration } from '../support/hydration'
import { expect, failedLoad, test } from './faultTest'

/**
 * The session's refresh meeting faults, against the real stack. A session is stored as an earlier
 * visit left it, but due: its `expires_at` within the client's refresh margin, so supabase-js
 * refreshes it as soon as the page loads (the access token itself is still valid on the stack).
 */

const REFRESH_PATH = '/auth/v1/token?grant_type=refresh_token'

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

/** `session` as stored, but due for a refresh: it expires in 10 seconds. */
function dueForRefresh(session: Session): Session {
  return { ...session, expires_at: Math.floor(Date.now() / 1000) + 10 }
}

function storedSession(page: import('@playwright/test').Page): Promise<Session | null> {
  return storedItem(page, AUTH_STORAGE_KEY).then((value) => (value === null ? null : (JSON.parse(value) as Session)))
}

test('a refresh answered 502, then 503, then 504 is retried until it succeeds: the visitor stays signed in with the new session stored', async ({
  page,
  faults,
  browserProblems,
}) => {
  for (const status of [502, 503, 504]) browserProblems.allow(failedLoad(REFRESH_PATH, status))
  const user = await createConfirmedUser('forny-502')
  const session = await signInThroughStack(user)
  await storeSessionBeforeLoad(page, dueForRefresh(session))
  const refresh = await faults.on(REFRESH_PATH)
  refresh.inTurn([{ gateway: 502 }, { gateway: 503 }, { gateway: 504 }])

  await page.goto('/')
  await waitForHydration(page)
  await expect.poll(() => storedSession(page).then((stored) => stored?.refresh_token)).not.toBe(session.refresh_token)
  const refreshed = (await storedSession(page))!
  expect(refreshed.expires_at).toBeGreaterThan(dueForRefresh(session).expires_at!)
  await expect(accountLinks(page.getByRole('navigation').first()).logout).toBeVisible()
  expect(refresh.injected()).toBe(3)
  // The new refresh token is the one the stack knows: it refreshes again.
  const again = await fetch(`${STACK_URL}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshed.refresh_token }),
  })
  expect(again.status).toBe(200)
})

test('a refresh token revoked on the server signs the visitor out cleanly: "Logg inn" back and the stored session gone', async ({
  page,
  browserProblems,
}) => {
  browserProblems.allow(failedLoad(REFRESH_PATH, 400))
  // The site checks the stored session with the stack as well, which no longer knows it.
  browserProblems.allow(failedLoad('/auth/v1/user', 403))
  const refusedRefreshes: number[] = []
  page.on('response', (response) => {
    if (response.url().endsWith(REFRESH_PATH)) refusedRefreshes.push(response.status())
  })
  const user = await createConfirmedUser('tilbakekalt')
  const session = await signInThroughStack(user)
  // Signed out everywhere from another device: the stack ends every session of the user.
  const logout = await fetch(`${STACK_URL}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  })
  expect(logout.status).toBe(204)
  await storeSessionBeforeLoad(page, dueForRefresh(session))

  await page.goto('/')
  await waitForHydration(page)
  await expect(accountLinks(page.getByRole('navigation').first()).login).toBeVisible()
  await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
  expect(refusedRefreshes).toEqual([400])
  await page.reload()
  await waitForHydration(page)
  await expect(accountLinks(page.getByRole('navigation').first()).login).toBeVisible()
})
