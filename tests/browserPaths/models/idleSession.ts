import type { Page } from '@playwright/test'
import { formatCountdown, type idleSessionMachine } from '../../../machines/idleSession.machine'
import { sessionTimeoutText } from '../../../src/content/sessionTimeout'
import { idleSessionPaths } from '../../../tools/machinePaths/specs/idleSession'
import { declineCookies } from '../../e2e/support/account'
import { authForm, STRONG_PASSWORD } from '../../e2e/support/auth'
import { openAuthPage } from '../../e2e/support/authPage'
import { expect } from '../../e2e/support/fixtures'
import { expectSignedOutForGood, moveMouse, navigation, showTab, timeoutDialog } from '../../e2e/support/idleSession'
import { type BrowserModel, person, waits } from '../model'
import { confirmedUserWithPassword } from '../signedInUser'

type Machine = typeof idleSessionMachine

/** The run's own user, made before the page opens. */
const userOf = (runId: string) => ({ email: `${runId}@oppdrett.test`, password: STRONG_PASSWORD })

const dialogButton = (page: Page, name: string) => timeoutDialog(page).getByRole('button', { name, exact: true })

/** One frame on the page's clock. */
const FRAME_MS = 16

/**
 * Waits until the page shows what `shows` looks for, moving the stopped clock on a frame at a time:
 * the site hears of a sign-in or sign-out on a zero-delay timer (src/flows/session/authActors.ts), and
 * the dialog leaves on an animation frame, both of which run on that clock only as it moves. The
 * few frames this takes are far less than the second the countdown is measured in.
 */
const framesUntil = (page: Page, what: string, shows: (page: Page) => Promise<boolean>) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(FRAME_MS)
        return shows(page)
      },
      { message: what },
    )
    .toBe(true)

const noWarning = async (page: Page) => (await timeoutDialog(page).count()) === 0
const signedIn = async (page: Page) => (await navigation(page).logout.isVisible()) && (await noWarning(page))
const signedOut = async (page: Page) =>
  (await navigation(page).login.isVisible()) && (await navigation(page).logout.count()) === 0 && (await noWarning(page))

/**
 * The idle session of a visitor who signs in on /auth, opened on a clock that stands still but when
 * the person waits. The site warns 5 minutes before the end, the paths 2 seconds before it; a wait
 * ends on the paths' time left, where the dialog counts the same seconds down, so every predicted
 * state is the page's (the site's earlier warning seconds are only more transitions in its trace).
 */
export const idleSessionModel: BrowserModel<Machine> = {
  spec: idleSessionPaths,
  open: async ({ page, runId }) => {
    await declineCookies(page)
    await confirmedUserWithPassword(userOf(runId).email, userOf(runId).password)
    await page.clock.install()
    await openAuthPage(page)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  },
  events: {
    // On /auth, whose address the person types when elsewhere: the navigation's 'Logg inn' is the app's.
    'session.start': person(async ({ page, runId }) => {
      const form = new URL(page.url()).pathname === '/auth' ? authForm(page) : await openAuthPage(page)
      await form.email.fill(userOf(runId).email)
      await form.password.fill(userOf(runId).password)
      await form.submit.click()
    }),
    'session.end': person(({ page }) => navigation(page).logout.click()),
    'user.activity': person(({ page }) => moveMouse(page)),
    // Another tab of the site, signed in by the same browser, where the person moves the mouse.
    'activity.remote': person(async ({ page }) => {
      const other = await page.context().newPage()
      await declineCookies(other)
      await other.goto('/om-oss')
      await framesUntil(other, 'the other tab is signed in', signedIn)
      await moveMouse(other)
    }),
    // The person looks at another tab, then comes back to this one.
    'page.visible': person(async ({ page }) => {
      await showTab(page, 'hidden')
      await showTab(page, 'visible')
    }),
    'session.extend': person(({ page }) => dialogButton(page, sessionTimeoutText.extend).click()),
    'session.signOut': person(({ page }) => dialogButton(page, sessionTimeoutText.signOut).click()),
    'after:untilWarning': waits,
    'after:untilNextSecond': waits,
  },
  views: {
    'idleSession.inactive': (page) => framesUntil(page, "signed out: 'Logg inn' in the navigation", signedOut),
    'idleSession.tracking.active': (page) => framesUntil(page, "signed in: 'Logg ut' in the navigation, no warning", signedIn),
    // The modal dialog hides the rest of the page, the navigation's 'Logg ut' with it.
    'idleSession.tracking.warning': async (page, { context }) => {
      await expect(timeoutDialog(page).getByRole('timer')).toHaveText(formatCountdown(context.secondsLeft))
    },
    // The session ends with the warning: the site signs out at once, and forgets the session.
    'idleSession.expired': async (page) => {
      await framesUntil(page, "signed out: 'Logg inn' in the navigation", signedOut)
      await expectSignedOutForGood(page)
    },
  },
  startsOnFirstUse: "a signed-out visitor's page loads no session code until signing in (src/flows/session/watchSession.ts)",
  canCause: (from, event) =>
    event.type !== 'session.end' ||
    // The site signs out by itself once the session expired; and while the warning is open its modal
    // dialog covers the navigation's 'Logg ut', and signing out in another tab is activity there first.
    !(from.matches('expired') || from.matches({ tracking: 'warning' })),
}
