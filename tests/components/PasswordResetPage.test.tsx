import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { expiredLink } from '../machines/support/backendErrors'
import { TOKEN_HASH } from '../machines/support/linkTokens'
import { freshPageAt } from './support/freshPage'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()
const STRONG = 'Havbors2024!'

/** /nytt-passord opened at `address`, with the real machine and actors over a fake client. */
async function openPage(address: string) {
  const { renderAt, startTestSite, fakeAccountClient, ToastRegions } = await freshPageAt(address)
  const { PasswordResetPage } = await import('../../src/pages/PasswordResetPage')
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const backend = fakeAccountClient(clock)
  const view = renderAt(
    '/nytt-passord',
    <>
      <PasswordResetPage loadFlow={backend.flows.passwordReset} watch={vi.fn(async () => {})} />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const user = userEvent.setup()
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
  const save = async (password: string, confirmPassword = password) => {
    await user.type(field('Nytt passord'), password)
    await user.type(field('Bekreft nytt passord'), confirmPassword)
    await user.click(screen.getByRole('button', { name: 'Lagre nytt passord' }))
  }
  /** The form's problem line, which is announced as it appears. */
  const problem = () => document.getElementById(field('Bekreft nytt passord').getAttribute('aria-describedby')!)!
  return { ...view, ...backend, field, save, problem, user }
}

describe('the recovery link’s page', () => {
  it('shows the new-password form at once and spends nothing on opening', async () => {
    const { field, flows, calls } = await openPage(`/nytt-passord?token_hash=${TOKEN_HASH}&type=recovery`)
    expect(window.location.search).toBe('')
    expect(field('Nytt passord').type).toBe('password')
    expect(field('Bekreft nytt passord')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Lagre nytt passord' }).disabled).toBe(false)
    await act(async () => {})
    expect(flows.passwordReset).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('verifies the link and sets the password on saving, then leads to the front page with a toast', async () => {
    const { save, callsOf, flows, location } = await openPage(`/nytt-passord?token_hash=${TOKEN_HASH}&type=recovery`)
    await save(STRONG)
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    expect(flows.passwordReset).toHaveBeenCalledExactlyOnceWith(TOKEN_HASH, false, false)
    expect(callsOf('verifyOtp')[0]!.args).toEqual([{ token_hash: TOKEN_HASH, type: 'recovery' }])
    expect(screen.getByRole('button', { name: 'Lagrer...' }).getAttribute('aria-disabled')).toBe('true')
    await act(async () => callsOf('verifyOtp')[0]!.answer())
    await waitFor(() => expect(callsOf('updateUser')).toHaveLength(1))
    expect(callsOf('updateUser')[0]!.args).toEqual([{ password: STRONG }])
    await act(async () => callsOf('updateUser')[0]!.answer())
    await waitFor(() => expect(location.history).toEqual(['/']))
    const toasts = within(screen.getByRole('region', { name: 'Varsler' }))
    expect(await toasts.findByText('Passordet er endret')).toBeTruthy()
    expect(window.sessionStorage.getItem('mail_link:/nytt-passord')).toBeNull()
  })

  it('shows a password against the policy as an alert the fields point to, and spends nothing', async () => {
    const { save, problem, field, calls } = await openPage(`/nytt-passord?token_hash=${TOKEN_HASH}&type=recovery`)
    await save('havbors2024!')
    await waitFor(() => expect(problem().textContent).toBe('Passord må inneholde minst én stor bokstav'))
    expect(problem().getAttribute('role')).toBe('alert')
    expect(field('Nytt passord').getAttribute('aria-describedby')).toContain(problem().id)
    expect(calls).toEqual([])
  })

  it("shows the backend's same_password as an alert and only sets the password on the next save", async () => {
    const { save, problem, field, callsOf, user } = await openPage(`/nytt-passord?token_hash=${TOKEN_HASH}&type=recovery`)
    await save(STRONG)
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    await act(async () => callsOf('verifyOtp')[0]!.answer())
    await waitFor(() => expect(callsOf('updateUser')).toHaveLength(1))
    await act(async () =>
      callsOf('updateUser')[0]!.answer({ code: 'same_password', status: 422, message: 'New password should be different' }),
    )
    expect(problem().textContent).toBe('Det nye passordet må være et annet enn det gamle.')
    expect(problem().getAttribute('role')).toBe('alert')

    await user.clear(field('Nytt passord'))
    await user.clear(field('Bekreft nytt passord'))
    await save('Sjøbåt9!x')
    await waitFor(() => expect(callsOf('updateUser')).toHaveLength(2))
    expect(callsOf('verifyOtp')).toHaveLength(1)
  })

  it('answers a refused link with the broken-link answer, its heading focused', async () => {
    const { save, callsOf } = await openPage(`/nytt-passord?token_hash=${TOKEN_HASH}&type=recovery`)
    await save(STRONG)
    await waitFor(() => expect(callsOf('verifyOtp')).toHaveLength(1))
    await act(async () => callsOf('verifyOtp')[0]!.answer(expiredLink))
    const heading = await screen.findByRole('heading', { name: 'Lenken er utløpt eller allerede brukt' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole('button', { name: 'Send lenke' })).toBeTruthy()
    expect(callsOf('updateUser')).toEqual([])
  })

  it.each([
    ['without a token', '', 'Siden mangler lenken fra e-posten', 'Siden må åpnes fra lenken i e-posten vi sendte deg.'],
    [
      'with a token of another form',
      `?token_hash=${TOKEN_HASH.toUpperCase()}&type=recovery`,
      'Lenken er ufullstendig',
      'Koden i lenken er kuttet av',
    ],
  ])('says what is wrong with a page opened %s, and offers a new link and the sign-in, at once', async (_, search, title, text) => {
    const { flows, calls, location, user } = await openPage(`/nytt-passord${search}`)
    const heading = await screen.findByRole('heading', { name: title })
    expect(document.activeElement).not.toBe(heading)
    expect(screen.getByText(new RegExp(`^${text}`))).toBeTruthy()
    expect(screen.queryByLabelText('Nytt passord')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Lagre nytt passord' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Send lenke' })).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Gå til innlogging' }))
    expect(location.history.at(-1)).toBe('/auth')
    expect(flows.passwordReset).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('tells the flow the link is verified when this browser still holds the recovery session', async () => {
    const { renderAt, startTestSite, fakeAccountClient } = await freshPageAt('/nytt-passord')
    const { browserWithStoredSession, fakeAuthClient, testSession, watchWith } = await import('./support/authClient')
    const { memoryStore } = await import('./support/memoryStore')
    const { RECOVERY_PENDING_KEY } = await import('../../src/flows/session/recoveryMark')
    const { PasswordResetPage } = await import('../../src/pages/PasswordResetPage')
    const clock = new SimulatedClock()
    const site = startTestSite(clock)
    running.push(site)
    // A reload after the recovery link: the session is stored, and marked as a recovery not yet finished.
    const watch = watchWith({
      client: fakeAuthClient({ stored: testSession() }),
      storage: memoryStore({ [RECOVERY_PENDING_KEY]: '1' }),
      clock,
    })
    await watch(site)
    const backend = fakeAccountClient(clock)
    renderAt('/nytt-passord', <PasswordResetPage loadFlow={backend.flows.passwordReset} watch={watch} />, {
      loadSystem: async () => site,
      storage: browserWithStoredSession(),
    })
    await userEvent.setup().click(await screen.findByLabelText('Nytt passord'))
    await waitFor(() => expect(backend.flows.passwordReset).toHaveBeenCalledExactlyOnceWith(null, true, false))
  })
})
