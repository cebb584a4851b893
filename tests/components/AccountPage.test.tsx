import { AuthApiError } from '@supabase/supabase-js'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { MAIN_CONTENT_ID } from '../../src/components/layout/SkipLink'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { AccountPage } from '../../src/pages/AccountPage'
import { browserWithStoredSession, fakeAuthClient, startTestSite, testSession, watchWith } from './support/authClient'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()

/**
 * /konto in a site whose session the real auth machine watches over a fake auth client; `stored` is
 * the session the browser holds from an earlier visit, if any.
 */
function renderPage({ stored }: { stored?: ReturnType<typeof testSession> } = {}) {
  const backend = fakeAuthClient({ stored })
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const watch = vi.fn(watchWith({ client: backend, storage: memoryStore(), clock }))
  const view = renderAt(
    '/konto',
    <>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <AccountPage watch={watch} />
      </main>
      <ToastRegions />
    </>,
    { loadSystem: async () => site, storage: stored ? browserWithStoredSession() : memoryStore() },
  )
  return { ...view, ...backend, watch, user: userEvent.setup() }
}

describe("'Min konto'", () => {
  it('shows a visitor without a session the sign-in form here, without loading the session', async () => {
    const { location, watch, auth } = renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Logg inn eller registrer deg' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Logg inn' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Min konto' })).toBeNull()
    expect(screen.queryByRole('form', { name: 'Endre passord' })).toBeNull()
    expect(location.history).toEqual(['/konto'])
    expect(watch).not.toHaveBeenCalled()
    expect(auth.onAuthStateChange).not.toHaveBeenCalled()
  })

  it('shows the sign-in form in place of the account when the backend refuses the stored session', async () => {
    const { location, auth } = renderPage({ stored: testSession() })
    expect(screen.getByRole('heading', { level: 1, name: 'Min konto' })).toBeTruthy()
    auth.getUser.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Logg inn eller registrer deg' })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Endre passord' })).toBeNull()
    // The focus moves in an effect after the new view commits, which on a busy machine lands after the heading shows.
    await waitFor(() => expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID))
    expect(location.history).toEqual(['/konto'])
  })

  it('shows the signed-in address and the three sections once the backend confirms the session', async () => {
    const { auth, location } = renderPage({ stored: testSession() })
    expect(screen.getByText('Henter kontoen …').getAttribute('role')).toBe('status')
    const address = await screen.findByText('ola@example.no')
    expect(address.previousElementSibling?.textContent).toBe('E-postadresse')
    expect(auth.getUser).toHaveBeenCalledWith('token-a')
    expect(screen.getByRole('form', { name: 'Endre passord' })).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Logg ut på alle enheter' })).getByRole('button', { name: 'Logg ut overalt' }),
    ).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Slett kontoen' })).toBeTruthy()
    expect(screen.queryByText('Henter kontoen …')).toBeNull()
    expect(location.history).toEqual(['/konto'])
  })

  it("'Logg ut overalt' ends every session of the user and leads to the front page", async () => {
    const { auth, location, user } = renderPage({ stored: testSession() })
    await user.click(await screen.findByRole('button', { name: 'Logg ut overalt' }))
    await waitFor(() => expect(location.history).toEqual(['/']))
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'global' })
    const toasts = within(screen.getByRole('region', { name: 'Varsler' }))
    expect(await toasts.findByText('Logget ut overalt')).toBeTruthy()
  })
})
