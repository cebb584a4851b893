import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { DataExportForm } from '../../src/flows/account/DataExportForm'
import { startTestSite } from './support/authClient'
import { fakeAccountClient } from './support/accountClient'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()

/** 'Dataene dine' with the real machine and actors over a fake client. */
function renderForm() {
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const backend = fakeAccountClient(clock)
  renderAt(
    '/konto',
    <>
      <DataExportForm loadFlow={backend.flows.dataExport} />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const form = () => within(screen.getByRole('form', { name: 'Dataene dine' }))
  const press = () => userEvent.setup().click(form().getByRole('button', { name: 'Last ned dataene mine' }))
  return { ...backend, form, press }
}

describe("'Last ned dataene mine'", () => {
  it('calls the function, shows it is fetching, and saves its answer as a dated JSON file', async () => {
    const { form, press, callsOf, savedFiles } = renderForm()
    await press()
    await waitFor(() => expect(callsOf('invoke')).toHaveLength(1))
    expect(callsOf('invoke')[0]!.args).toEqual(['account-data', { body: {} }])
    expect(form().getByRole('button', { name: 'Henter dataene...' }).getAttribute('aria-disabled')).toBe('true')

    const data = { exportedAt: '2026-12-04T18:00:00.000Z', account: { email: 'ola@example.no' }, newsletter: null, contactMessages: [] }
    await act(async () => callsOf('invoke')[0]!.answer(null, data))
    const toasts = within(screen.getByRole('region', { name: 'Varsler' }))
    expect(await toasts.findByText('Dataene dine er lastet ned')).toBeTruthy()
    expect(savedFiles).toEqual([{ name: 'havbors-mine-data-2026-12-04.json', text: JSON.stringify(data, null, 2) }])
    expect(form().getByRole('button', { name: 'Last ned dataene mine' }).getAttribute('aria-disabled')).toBe('false')
  })

  it("says so when the hour's limit is reached, and saves nothing", async () => {
    const { form, press, callsOf, savedFiles } = renderForm()
    await press()
    await waitFor(() => expect(callsOf('invoke')).toHaveLength(1))
    const refusal = { name: 'FunctionsHttpError', context: new Response(JSON.stringify({ code: 'rate_limited' }), { status: 429 }) }
    await act(async () => callsOf('invoke')[0]!.answer(refusal))
    await waitFor(() =>
      expect(form().getByRole('alert').textContent).toBe(
        'Du har lastet ned dataene dine mange ganger den siste timen. Prøv igjen om en time.',
      ),
    )
    expect(savedFiles).toEqual([])
  })
})
