import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { PasswordChangeForm } from '../../src/flows/account/PasswordChangeForm'
import { startTestSite } from './support/authClient'
import { fakeAccountClient } from './support/accountClient'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()
const CURRENT = 'Gammel9!x'
const STRONG = 'Havbors2024!'

/** 'Endre passord' for ola@example.no with the real machine and actors over a fake client. */
function renderForm() {
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const backend = fakeAccountClient(clock)
  renderAt(
    '/konto',
    <>
      <PasswordChangeForm email="ola@example.no" twoStep={false} loadFlow={backend.flows.passwordChange} />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const form = () => within(screen.getByRole('form', { name: 'Endre passord' }))
  const field = (label: string) => form().getByLabelText<HTMLInputElement>(label)
  const user = userEvent.setup()
  const fill = async (current: string, password: string, confirmPassword = password) => {
    await user.type(field('Nåværende passord'), current)
    await user.type(field('Nytt passord'), password)
    await user.type(field('Bekreft nytt passord'), confirmPassword)
    await user.click(form().getByRole('button', { name: 'Endre passord' }))
  }
  const problem = () => form().getByRole('alert')
  return { ...backend, form, field, fill, problem, user }
}

describe("'Endre passord'", () => {
  it('checks the current password with a fresh sign-in, sets the new one, clears the fields and says so', async () => {
    const { form, field, fill, callsOf } = renderForm()
    await fill(CURRENT, STRONG)
    await waitFor(() => expect(callsOf('signInWithPassword')).toHaveLength(1))
    expect(callsOf('signInWithPassword')[0]!.args).toEqual([{ email: 'ola@example.no', password: CURRENT }])
    expect(form().getByRole('button', { name: 'Lagrer...' }).getAttribute('aria-disabled')).toBe('true')
    expect(field('Nytt passord').readOnly).toBe(true)

    await act(async () => callsOf('signInWithPassword')[0]!.answer())
    await waitFor(() => expect(callsOf('updateUser')).toHaveLength(1))
    expect(callsOf('updateUser')[0]!.args).toEqual([{ password: STRONG }])
    await act(async () => callsOf('updateUser')[0]!.answer())

    const toasts = within(screen.getByRole('region', { name: 'Varsler' }))
    expect(await toasts.findByText('Passordet er endret')).toBeTruthy()
    expect(toasts.getByText('Bruk det nye passordet neste gang du logger inn.')).toBeTruthy()
    expect(['Nåværende passord', 'Nytt passord', 'Bekreft nytt passord'].map((label) => field(label).value)).toEqual(['', '', ''])
  })

  it('says a wrong current password is wrong, keeps what was typed and sets nothing', async () => {
    const { field, fill, problem, callsOf } = renderForm()
    await fill(CURRENT, STRONG)
    await waitFor(() => expect(callsOf('signInWithPassword')).toHaveLength(1))
    await act(async () =>
      callsOf('signInWithPassword')[0]!.answer({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' }),
    )
    expect(problem().textContent).toBe('Nåværende passord er feil.')
    expect(field('Nåværende passord').value).toBe(CURRENT)
    expect(field('Nytt passord').getAttribute('aria-describedby')).toContain(problem().id)
    expect(callsOf('updateUser')).toEqual([])
  })

  it('refuses a new password against the policy before anything is sent', async () => {
    const { fill, problem, calls } = renderForm()
    await fill(CURRENT, 'havbors2024!')
    expect(problem().textContent).toBe('Passord må inneholde minst én stor bokstav')
    expect(calls).toEqual([])
  })

  it('shows every password field with one press of "Vis passord"', async () => {
    const { form, field, user } = renderForm()
    const labels = ['Nåværende passord', 'Nytt passord', 'Bekreft nytt passord']
    expect(labels.map((label) => field(label).type)).toEqual(['password', 'password', 'password'])
    await user.click(form().getByRole('button', { name: 'Vis passord' }))
    expect(labels.map((label) => field(label).type)).toEqual(['text', 'text', 'text'])
  })
})
