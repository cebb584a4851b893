import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, SimulatedClock } from 'xstate'
import { IDLE_TIMEOUT_MS, WARNING_SECONDS } from '../../machines/idleSession.machine'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../machines/lastContactSubmission'
import { sessionTimeoutText } from '../../src/content/sessionTimeout'
import { SessionTimeoutSlot } from '../../src/flows/session/SessionTimeoutSlot'
import { browserWithStoredSession, fakeAuthClient, sessionFlows, startTestSite, testSession, watchWith } from './support/authClient'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'

const WARNING_AFTER_MS = IDLE_TIMEOUT_MS - WARNING_SECONDS * 1000

const running: AnyActorRef[] = []
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop())
  vi.restoreAllMocks()
})

/**
 * The session-timeout slot in a site system where a stored session has been confirmed: the real
 * auth machine over a fake client, and the real idle-session machine with its real activity
 * listeners on this window, its timers and its clock both the simulated clock. A button stands for
 * the page behind the dialog and has the focus when the warning opens.
 */
async function renderSignedIn() {
  const backend = fakeAuthClient({ stored: testSession() })
  const storage = memoryStore({ [LAST_CONTACT_SUBMISSION_KEY]: '1800000000000' })
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  await watchWith({ client: backend, storage, clock })(site)
  const view = renderAt(
    '/',
    <>
      <button type="button">Siden bak</button>
      <SessionTimeoutSlot />
    </>,
    { loadSystem: async () => site, storage: browserWithStoredSession() },
  )
  const idleSession = () => sessionFlows(site).idleSession!
  const authFlow = () => sessionFlows(site).auth!
  await waitFor(() => expect(idleSession().getSnapshot().value).toEqual({ tracking: 'active' }))
  const pageButton = screen.getByRole('button', { name: 'Siden bak' })
  act(() => pageButton.focus())

  /** Moves the clock on a second at a time, so each timer fires in its turn, as a browser's would. */
  const advanceSeconds = (seconds: number) =>
    act(() => {
      for (let i = 0; i < seconds; i++) clock.increment(1000)
    })
  const advance = (ms: number) => act(() => clock.increment(ms))
  const dialog = () => screen.queryByRole('alertdialog', { name: sessionTimeoutText.title })
  const openDialog = () => screen.findByRole('alertdialog', { name: sessionTimeoutText.title })
  const timer = () => within(dialog()!).getByRole('timer').textContent
  const announced = () => dialog()!.querySelector('[aria-live="polite"]')!.textContent
  const button = (name: string) => within(dialog()!).getByRole('button', { name })
  return {
    ...view,
    ...backend,
    storage,
    clock,
    site,
    idleSession,
    authFlow,
    signOut: backend.auth.signOut,
    pageButton,
    advance,
    advanceSeconds,
    dialog,
    openDialog,
    timer,
    announced,
    button,
    user: userEvent.setup(),
  }
}

/** Opens the warning (25 minutes without activity) and waits until it has taken the focus. */
async function warned() {
  const session = await renderSignedIn()
  session.advance(WARNING_AFTER_MS)
  await session.openDialog()
  await waitFor(() => expect(document.activeElement).toBe(session.button('Forleng sesjon')))
  return session
}

describe('the session-timeout dialog', () => {
  // The dialog's code is loaded with the first warning; loading it once up front keeps the tests' waits short.
  beforeAll(() => import('../../src/flows/session/SessionTimeoutDialog'))

  // jsdom lays nothing out, so no element has a box and Ark's focus trap finds nothing it could focus.
  // Here an element in the document that is not hidden has one.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.isConnected && this.closest('[hidden]') === null ? 100 : 0
    })
  })

  it('shows nothing during the first 25 minutes without activity', async () => {
    const { advance, dialog } = await renderSignedIn()
    advance(WARNING_AFTER_MS - 1)
    await act(async () => {})
    expect(dialog()).toBeNull()
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
  })

  it("opens at 25 minutes as an alert dialog counting down from 5:00, with the focus on 'Forleng sesjon'", async () => {
    const { dialog, openDialog, advance, timer, button } = await renderSignedIn()
    advance(WARNING_AFTER_MS - 1)
    expect(dialog()).toBeNull()
    advance(1)
    const opened = await openDialog()
    expect(opened.getAttribute('aria-modal')).toBe('true')
    expect(within(opened).getByText(sessionTimeoutText.description)).toBeTruthy()
    expect(timer()).toBe('5:00')
    expect(
      within(opened)
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual(['Logg ut', 'Forleng sesjon'])
    await waitFor(() => expect(document.activeElement).toBe(button('Forleng sesjon')))
  })

  it('counts down every second, while the screen reader hears it only at whole minutes', async () => {
    const { advanceSeconds, timer, announced } = await warned()
    expect(timer()).toBe('5:00')
    await waitFor(() => expect(announced()).toBe('Du blir logget ut om 5 minutter.'))
    advanceSeconds(1)
    expect(timer()).toBe('4:59')
    expect(announced()).toBe('Du blir logget ut om 5 minutter.')
    advanceSeconds(58)
    expect(timer()).toBe('4:01')
    expect(announced()).toBe('Du blir logget ut om 5 minutter.')
    advanceSeconds(1)
    expect(timer()).toBe('4:00')
    expect(announced()).toBe('Du blir logget ut om 4 minutter.')
  })

  it("closes on 'Forleng sesjon', gives the focus back and warns again 25 minutes later", async () => {
    const { user, button, dialog, openDialog, pageButton, advance, timer, authFlow } = await warned()
    await user.click(button('Forleng sesjon'))
    await waitFor(() => expect(dialog()).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(pageButton))
    expect(authFlow().getSnapshot().value).toEqual({ signedIn: 'current' })

    advance(WARNING_AFTER_MS - 1)
    expect(dialog()).toBeNull()
    advance(1)
    await openDialog()
    expect(timer()).toBe('5:00')
  })

  it("'Logg ut' signs out through the auth machine and closes the dialog", async () => {
    const { user, button, dialog, authFlow, signOut, storage } = await warned()
    await user.click(button('Logg ut'))
    await waitFor(() => expect(signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' }))
    await waitFor(() => expect(authFlow().getSnapshot().value).toEqual({ signedOut: 'settled' }))
    expect(storage.entries.has(LAST_CONTACT_SUBMISSION_KEY)).toBe(false)
    await waitFor(() => expect(dialog()).toBeNull())
  })

  it("'Logg ut' works from the keyboard", async () => {
    const { user, button, signOut } = await warned()
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(document.activeElement).toBe(button('Logg ut'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' }))
  })

  it('signs out when the countdown reaches zero', async () => {
    const { advanceSeconds, timer, signOut, dialog } = await warned()
    advanceSeconds(WARNING_SECONDS - 1)
    expect(timer()).toBe('0:01')
    expect(signOut).not.toHaveBeenCalled()
    advanceSeconds(1)
    await waitFor(() => expect(signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' }))
    await waitFor(() => expect(dialog()).toBeNull())
  })

  it('keeps the focus inside while it is open', async () => {
    const { user, button, pageButton } = await warned()
    await user.tab()
    expect(document.activeElement).toBe(button('Logg ut'))
    await user.tab()
    expect(document.activeElement).toBe(button('Forleng sesjon'))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Logg ut'))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Forleng sesjon'))
    expect(document.activeElement).not.toBe(pageButton)
  })

  it('stays open while the visitor points inside it and moves between its buttons with the keyboard', async () => {
    const { dialog, button, idleSession, timer, advanceSeconds } = await warned()
    fireEvent.mouseMove(dialog()!)
    fireEvent.mouseDown(within(dialog()!).getByRole('timer'))
    fireEvent.keyDown(button('Forleng sesjon'), { key: 'Tab' })
    fireEvent.touchStart(button('Logg ut'))
    await act(async () => {})
    expect(idleSession().getSnapshot().value).toEqual({ tracking: 'warning' })
    advanceSeconds(1)
    expect(timer()).toBe('4:59')
  })

  it('closes on any other key pressed inside it', async () => {
    const { dialog, button, idleSession } = await warned()
    fireEvent.keyDown(button('Forleng sesjon'), { key: 'a' })
    await waitFor(() => expect(dialog()).toBeNull())
    expect(idleSession().getSnapshot().value).toEqual({ tracking: 'active' })
  })

  it.each([
    ['a key press', () => fireEvent.keyDown(window, { key: 'a' })],
    ['a mouse press', () => fireEvent.mouseDown(document.body)],
    ['a mouse move', () => fireEvent.mouseMove(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
    ['a touch', () => fireEvent.touchStart(document.body)],
  ])('closes on activity outside it: %s', async (_, act) => {
    const { dialog, idleSession, signOut } = await warned()
    act()
    await waitFor(() => expect(dialog()).toBeNull())
    expect(idleSession().getSnapshot().value).toEqual({ tracking: 'active' })
    expect(signOut).not.toHaveBeenCalled()
  })
})
