import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AnyActorRef, SimulatedClock } from 'xstate'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../machines/lastContactSubmission'
import type { SiteActorRef } from '../../machines/site.machine'
import { NavBar } from '../../src/components/layout/NavBar'
import { navigationText } from '../../src/content/navigation'
import { siteConfig } from '../../src/site.config'
import { browserWithStoredSession, fakeAuthClient, sessionFlows, startTestSite, testSession, watchWith } from './support/authClient'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'

const running: AnyActorRef[] = []
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop())
})

/**
 * The navigation bar in a site system whose session is watched by the real auth machine (unless
 * `watched` is false), over a fake auth client that holds `stored` and storage that holds the time
 * of a contact message.
 */
async function renderNavBar({ stored = null as ReturnType<typeof testSession> | null, watched = true } = {}) {
  const backend = fakeAuthClient({ stored })
  const storage = memoryStore({ [LAST_CONTACT_SUBMISSION_KEY]: '1800000000000', other: 'kept' })
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  if (watched) await watchWith({ client: backend, storage, clock })(site)
  const view = renderAt('/', <NavBar />, { loadSystem: async () => site, storage: browserWithStoredSession() })
  const bar = () => within(screen.getByRole('banner'))
  return { ...view, ...backend, storage, site, bar, user: userEvent.setup() }
}

const authState = (site: SiteActorRef) => sessionFlows(site).auth?.getSnapshot().value

describe('the account links', () => {
  // The drawer's code is loaded when it is first opened; loading it once up front keeps the tests' waits short.
  beforeAll(() => import('../../src/components/layout/MobileMenuDrawer'))

  it("offer 'Logg inn', the app's login, while no session is watched", async () => {
    const { bar } = await renderNavBar({ watched: false })
    await act(async () => {})
    expect(bar().getByRole('link', { name: navigationText.login }).getAttribute('href')).toBe(siteConfig.external.appLogin)
    expect(bar().queryByRole('button', { name: navigationText.logout })).toBeNull()
  })

  it("offer 'Logg inn' to a visitor the auth machine finds signed out", async () => {
    const { bar, site, auth } = await renderNavBar()
    await waitFor(() => expect(authState(site)).toEqual({ signedOut: 'settled' }))
    expect(auth.getUser).not.toHaveBeenCalled()
    expect(bar().getByRole('link', { name: navigationText.login }).getAttribute('href')).toBe(siteConfig.external.appLogin)
    expect(bar().queryByRole('button', { name: navigationText.logout })).toBeNull()
    expect(bar().queryByRole('link', { name: navigationText.account })).toBeNull()
  })

  it("offer 'Logg ut' instead of 'Logg inn' once the backend confirms the session", async () => {
    const { bar, auth } = await renderNavBar({ stored: testSession() })
    expect(await bar().findByRole('button', { name: navigationText.logout })).toBeTruthy()
    expect(auth.getUser).toHaveBeenCalledWith('token-a')
    expect(bar().queryByRole('link', { name: navigationText.login })).toBeNull()
    expect(bar().getByRole('link', { name: 'Book Demo' })).toBeTruthy()
    expect(bar().getByRole('link', { name: 'Registrer' })).toBeTruthy()
  })

  it("offer 'Min konto' only once the backend confirms the session; the choice not shown keeps its room, inert", async () => {
    const { bar } = await renderNavBar({ stored: testSession() })
    const account = () => bar().queryByRole('link', { name: navigationText.account })
    const login = [...document.querySelectorAll('a')].find((link) => link.textContent === navigationText.login)!
    expect(account()).toBeNull()
    const accountLink = [...document.querySelectorAll('a')].find((link) => link.textContent === navigationText.account)!
    expect(accountLink.closest('[inert]')).not.toBeNull()
    expect(accountLink.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(login.closest('[inert]')).toBeNull()

    expect(await bar().findByRole('link', { name: navigationText.account })).toBeTruthy()
    expect(account()!.getAttribute('href')).toBe('/konto')
    expect(account()!.closest('[inert]')).toBeNull()
    expect(login.closest('[inert]')).not.toBeNull()
    expect(login.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(bar().queryByRole('link', { name: navigationText.login })).toBeNull()
  })

  it("'Logg ut' signs out on this device, forgets the last contact message and brings 'Logg inn' back", async () => {
    const { bar, auth, storage, user, site } = await renderNavBar({ stored: testSession() })
    await user.click(await bar().findByRole('button', { name: navigationText.logout }))
    expect(await bar().findByRole('link', { name: navigationText.login })).toBeTruthy()
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' })
    await waitFor(() => expect(authState(site)).toEqual({ signedOut: 'settled' }))
    expect(storage.entries.has(LAST_CONTACT_SUBMISSION_KEY)).toBe(false)
    expect(storage.entries.get('other')).toBe('kept')
    expect(bar().queryByRole('button', { name: navigationText.logout })).toBeNull()
  })

  it("'Logg ut' in the bottom drawer signs out and closes the drawer", async () => {
    const { bar, auth, storage, user } = await renderNavBar({ stored: testSession() })
    await bar().findByRole('button', { name: navigationText.logout })
    await user.click(bar().getByRole('button', { name: navigationText.openMenu }))
    const drawer = await screen.findByRole('dialog', { name: navigationText.menuTitle })
    expect(within(drawer).queryByRole('link', { name: navigationText.login })).toBeNull()
    await user.click(within(drawer).getByRole('button', { name: navigationText.logout }))
    await waitFor(() => expect(bar().getByRole('button', { name: navigationText.openMenu }).getAttribute('aria-expanded')).toBe('false'))
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' })
    expect(await bar().findByRole('link', { name: navigationText.login })).toBeTruthy()
    await waitFor(() => expect(storage.entries.has(LAST_CONTACT_SUBMISSION_KEY)).toBe(false))
  })
})
