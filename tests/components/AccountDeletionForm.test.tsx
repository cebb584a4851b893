import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { AccountDeletionForm } from '../../src/flows/account/AccountDeletionForm'
import { startTestSite } from './support/authClient'
import { fakeAccountClient } from './support/accountClient'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()

/** What the delete-account function answers when it refuses: an error whose response carries its `{ code }`. */
const refusal = (code: string, status: number) => ({
  name: 'FunctionsHttpError',
  context: new Response(JSON.stringify({ code }), { status }),
})

/** 'Slett kontoen' for ola@example.no with the real machine and actors over a fake client. */
function renderForm() {
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const backend = fakeAccountClient(clock)
  const onDeleted = vi.fn()
  renderAt(
    '/konto',
    <>
      <AccountDeletionForm email="ola@example.no" onDeleted={onDeleted} loadFlow={backend.flows.accountDeletion} />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const form = () => within(screen.getByRole('form', { name: 'Slett kontoen' }))
  const user = userEvent.setup()
  const confirm = async (email: string, password: string) => {
    if (email) await user.type(form().getByLabelText('Skriv e-postadressen din for å bekrefte'), email)
    if (password) await user.type(form().getByLabelText('Passord'), password)
    await user.click(form().getByRole('button', { name: 'Slett kontoen for godt' }))
  }
  const problem = () => form().getByRole('alert')
  return { ...backend, form, confirm, problem, onDeleted }
}

describe("'Slett kontoen'", () => {
  it('deletes nothing when the typed address is not the account’s', async () => {
    const { confirm, problem, calls } = renderForm()
    await confirm('kari@example.no', 'hemmelig1')
    await waitFor(() => expect(problem().textContent).toBe('Skriv e-postadressen til kontoen nøyaktig slik den står over.'))
    expect(calls).toEqual([])
  })

  it('calls the function with the password, signs out here, says the account is gone and lets the page leave', async () => {
    const { form, confirm, callsOf, auth, onDeleted } = renderForm()
    await confirm('Ola@Example.no', 'hemmelig1')
    await waitFor(() => expect(callsOf('invoke')).toHaveLength(1))
    expect(callsOf('invoke')[0]!.args).toEqual(['delete-account', { body: { password: 'hemmelig1' } }])
    expect(form().getByRole('button', { name: 'Sletter...' }).getAttribute('aria-disabled')).toBe('true')

    await act(async () => callsOf('invoke')[0]!.answer())
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce())
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' })
    const toasts = within(screen.getByRole('region', { name: 'Varsler' }))
    expect(await toasts.findByText('Kontoen er slettet')).toBeTruthy()
  })

  it.each([
    ['wrong_password', 403, 'Passordet er feil.'],
    ['rate_limited', 429, 'For mange forsøk med feil passord. Vent ti minutter før du prøver igjen.'],
  ])('tells the function\'s %s (%i) as "%s" and keeps the account', async (code, status, message) => {
    const { form, confirm, problem, callsOf, auth, onDeleted } = renderForm()
    await confirm('ola@example.no', 'feil-passord')
    await waitFor(() => expect(callsOf('invoke')).toHaveLength(1))
    await act(async () => callsOf('invoke')[0]!.answer(refusal(code, status)))
    await waitFor(() => expect(problem().textContent).toBe(message))
    expect(form().getByLabelText<HTMLInputElement>('Passord').value).toBe('feil-passord')
    expect(auth.signOut).not.toHaveBeenCalled()
    expect(onDeleted).not.toHaveBeenCalled()
  })
})
