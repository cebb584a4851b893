import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { expiredLink } from '../machines/support/backendErrors'
import { OTHER_TOKEN_HASH, TOKEN_HASH } from '../machines/support/linkTokens'
import { freshPageAt } from './support/freshPage'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()
const TOKEN_KEY = 'mail_link:/bekreft-e-post'

/**
 * /bekreft-e-post opened at `address`, with the real machine and actors over a fake client; `kept` is
 * what the tab's session storage already holds for the page, as after a reload.
 */
async function openPage(address: string, kept?: string) {
  const { renderAt, startTestSite, fakeAccountClient, ToastRegions } = await freshPageAt(address)
  if (kept !== undefined) window.sessionStorage.setItem(TOKEN_KEY, kept)
  const { EmailConfirmationPage } = await import('../../src/pages/EmailConfirmationPage')
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const backend = fakeAccountClient(clock)
  const watch = vi.fn(async () => {})
  const view = renderAt(
    '/bekreft-e-post',
    <>
      <EmailConfirmationPage loadFlow={backend.flows.emailConfirmation} watch={watch} />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Bekreft e-postadressen|Bekrefter\.\.\.)$/ })
  return { ...view, ...backend, site, watch, confirmButton, user: userEvent.setup() }
}

describe('the confirmation link’s page', () => {
  it('spends nothing on opening: the token leaves the address for the tab’s storage, and only the press verifies it', async () => {
    const { confirmButton, flows, calls, callsOf, location, user } = await openPage(`/bekreft-e-post?token_hash=${TOKEN_HASH}&type=signup`)
    expect(window.location.search).toBe('')
    expect(JSON.parse(window.sessionStorage.getItem(TOKEN_KEY)!)).toEqual({ token: TOKEN_HASH, type: 'signup' })
    await act(async () => {})
    expect(flows.emailConfirmation).not.toHaveBeenCalled()
    expect(calls).toEqual([])

    await user.click(confirmButton())
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    expect(callsOf('verifyOtp')[0]!.args).toEqual([{ token_hash: TOKEN_HASH, type: 'signup' }])
    expect(confirmButton().textContent).toBe('Bekrefter...')
    expect(confirmButton().getAttribute('aria-disabled')).toBe('true')

    await act(async () => callsOf('verifyOtp')[0]!.answer())
    await waitFor(() => expect(location.history).toEqual(['/']))
    const toasts = within(screen.getByRole('region', { name: 'Varsler' }))
    expect(await toasts.findByText('E-postadressen er bekreftet')).toBeTruthy()
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it("verifies Supabase's newer 'email' links as such", async () => {
    const { confirmButton, callsOf, user } = await openPage(`/bekreft-e-post?token_hash=${OTHER_TOKEN_HASH}&type=email`)
    await user.click(confirmButton())
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    expect(callsOf('verifyOtp')[0]!.args).toEqual([{ token_hash: OTHER_TOKEN_HASH, type: 'email' }])
  })

  it('answers a refused link with the broken-link answer, its heading focused, and forgets the token', async () => {
    const { confirmButton, callsOf, user } = await openPage(`/bekreft-e-post?token_hash=${TOKEN_HASH}&type=signup`)
    await user.click(confirmButton())
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    await act(async () => callsOf('verifyOtp')[0]!.answer(expiredLink))
    const heading = await screen.findByRole('heading', { name: 'Lenken er utløpt eller allerede brukt' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole('button', { name: 'Send bekreftelsen på nytt' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Bekreft e-postadressen' })).toBeNull()
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('keeps the link after a failure of the network, says so, and verifies again on the next press', async () => {
    const { confirmButton, callsOf, user } = await openPage(`/bekreft-e-post?token_hash=${TOKEN_HASH}&type=signup`)
    await user.click(confirmButton())
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    await act(async () => callsOf('verifyOtp')[0]!.answer({ status: 502, message: 'Bad Gateway' }))
    expect(screen.getByText('Vi kunne ikke bekrefte adressen nå. Sjekk nettforbindelsen og prøv igjen.').getAttribute('role')).toBe('alert')
    await user.click(confirmButton())
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(2))
  })

  it.each([
    ['without a token', '', 'Siden mangler lenken fra e-posten', 'Siden må åpnes fra lenken i e-posten vi sendte deg.'],
    [
      'with a token cut short',
      `?token_hash=${TOKEN_HASH.slice(0, 30)}&type=signup`,
      'Lenken er ufullstendig',
      'Koden i lenken er kuttet av',
    ],
  ])(
    'says what is wrong with a page opened %s, and offers a new link and the sign-in, at once and without the focus',
    async (_, search, title, text) => {
      const { flows, calls, location, user } = await openPage(`/bekreft-e-post${search}`)
      const heading = await screen.findByRole('heading', { name: title })
      expect(document.activeElement).not.toBe(heading)
      expect(screen.getByText(new RegExp(`^${text}`))).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Bekreft e-postadressen' })).toBeNull()
      expect(screen.getByLabelText('E-post')).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Send bekreftelsen på nytt' })).toBeTruthy()
      await user.click(screen.getByRole('link', { name: 'Gå til innlogging' }))
      expect(location.history.at(-1)).toBe('/auth')
      expect(flows.emailConfirmation).not.toHaveBeenCalled()
      expect(calls).toEqual([])
    },
  )

  it('still has the token after a reload of the page', async () => {
    await openPage(`/bekreft-e-post?token_hash=${TOKEN_HASH}&type=signup`)
    const kept = window.sessionStorage.getItem(TOKEN_KEY)!
    cleanup()
    const { confirmButton, callsOf, user } = await openPage('/bekreft-e-post', kept)
    await user.click(confirmButton())
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    expect(callsOf('verifyOtp')[0]!.args).toEqual([{ token_hash: TOKEN_HASH, type: 'signup' }])
  })
})
