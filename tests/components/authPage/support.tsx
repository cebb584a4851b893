import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { MAIN_CONTENT_ID } from '../../../src/components/layout/SkipLink'
import { ToastRegions } from '../../../src/components/toast/ToastRegions'
import { authFormFlow } from '../../../src/flows/authForm/authFormFlow'
import { AccountPage } from '../../../src/pages/AccountPage'
import { AuthPage } from '../../../src/pages/AuthPage'
import { browserWithStoredSession, fakeAuthClient, startTestSite, testSession, watchWith } from '../support/authClient'
import { memoryStore } from '../support/memoryStore'
import { renderAt } from '../support/renderSite'
import { stopActorsAfterEach } from '../support/stopActorsAfterEach'

export const EMAIL = 'ola@example.no'
export const STRONG_PASSWORD = 'Havbors2024!'

/** The pages that show the sign-in form to a signed-out visitor. */
const SIGN_IN_PAGES = { '/auth': AuthPage, '/konto': AccountPage }

/**
 * Sets a test file up for the /auth page (or the sign-in form of another page `at`): after each of its
 * tests the views unmount and the sites started stop. Returns that file's `renderPage`.
 */
export function authPageRenderer(at: keyof typeof SIGN_IN_PAGES = '/auth') {
  const Page = SIGN_IN_PAGES[at]
  const running = stopActorsAfterEach()

  /**
   * The /auth page with the real auth-form, auth, idle-session, toast-queue and site machines, and a
   * fake auth client behind their real actors. `flowLoaded` holds the form's flow back, as a slow
   * network would; `stored` is a session the client already holds, which the site watches from its
   * start, as the site system does when a visit has one. `loadSystem` is where the site comes from.
   */
  return function renderPage({ flowLoaded, stored }: { flowLoaded?: Promise<void>; stored?: ReturnType<typeof testSession> } = {}) {
    const backend = fakeAuthClient({ stored })
    const clock = new SimulatedClock()
    const site = startTestSite(clock)
    running.push(site)
    const loadFormFlow = vi.fn(async () => {
      await flowLoaded
      return authFormFlow(backend.getSupabase)
    })
    const watchSite = watchWith({ client: backend, storage: memoryStore(), clock })
    if (stored) void watchSite(site)
    const watch = vi.fn(watchSite)
    const loadSystem = vi.fn(async () => site)
    const view = renderAt(
      at,
      <>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Page loadFormFlow={loadFormFlow} watch={watch} />
        </main>
        <ToastRegions />
      </>,
      { loadSystem, storage: stored ? browserWithStoredSession() : memoryStore() },
    )
    /** The panel of the selected tab; the other one is hidden. */
    const panel = () => within(screen.getByRole('tabpanel'))
    const field = (label: string) => panel().getByLabelText<HTMLInputElement>(label)
    const submitButton = () =>
      panel().getByRole<HTMLButtonElement>('button', { name: /^(Logg inn|Registrer|Logger inn\.\.\.|Registrerer\.\.\.)$/ })
    const tab = (name: string) => screen.getByRole('tab', { name })
    /** Waits until `name` is the selected tab and its panel the only one shown (Ark hides the other a moment later). */
    const shown = (name: string) =>
      waitFor(() => {
        expect(tab(name).getAttribute('aria-selected')).toBe('true')
        expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(name).id)
      })
    return {
      ...view,
      ...backend,
      site,
      clock,
      loadFormFlow,
      watch,
      loadSystem,
      panel,
      field,
      submitButton,
      tab,
      shown,
      user: userEvent.setup(),
    }
  }
}

/** The problem told below `input`, by the description it points to; null when none is. */
export function problemOf(input: HTMLInputElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-problem'))
  return ids.length === 0 ? null : document.getElementById(ids[0]!)!.textContent
}

/** The toast shown: errors in the assertive region, the rest in the polite one, both among the 'Varsler'. */
export async function expectToast(toast: { title: string; message: string; type: 'success' | 'error' }) {
  const region = within(screen.getByRole('region', { name: 'Varsler' })).getByRole(toast.type === 'error' ? 'alert' : 'status')
  expect(await within(region).findByText(toast.title)).toBeTruthy()
  expect(within(region).getByText(toast.message)).toBeTruthy()
}
