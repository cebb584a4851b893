import { AuthApiError, type SupabaseClient } from '@supabase/supabase-js'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { SecondStepForm } from '../../src/flows/authForm/SecondStepForm'
import { secondStepFlow } from '../../src/flows/authForm/secondStepFlow'
import { startTestSite } from './support/authClient'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()
const FACTOR_ID = 'f1'

/** The code step with its real machine over a stand-in client, whose verification answers `verifyAnswer`. */
function renderStep(verifyAnswer: AuthApiError | null = null) {
  const site = startTestSite(new SimulatedClock())
  running.push(site)
  const mfa = {
    listFactors: vi.fn(async () => ({ data: { all: [], totp: [{ id: FACTOR_ID }], phone: [] }, error: null })),
    challengeAndVerify: vi.fn(async (_params: { factorId: string; code: string }) => ({ data: null, error: verifyAnswer })),
  }
  const client = { auth: { mfa } } as unknown as Pick<SupabaseClient, 'auth'>
  const onBack = vi.fn()
  renderAt(
    '/auth',
    <>
      <SecondStepForm
        onBack={onBack}
        loadFlow={async () =>
          secondStepFlow(
            async () => client,
            () => true,
          )
        }
      />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const section = () => within(screen.getByRole('region', { name: 'Totrinnsinnlogging' }))
  const code = () => section().getByLabelText<HTMLInputElement>('Kode fra appen')
  return { mfa, onBack, section, code, user: userEvent.setup() }
}

describe('the code step', () => {
  it('takes the focus, and offers one field an app can fill: numeric, one-time-code, described by the lead', () => {
    const { section, code } = renderStep()
    expect(document.activeElement).toBe(section().getByRole('heading', { name: 'Totrinnsinnlogging' }))
    expect(code().getAttribute('autocomplete')).toBe('one-time-code')
    expect(code().getAttribute('inputmode')).toBe('numeric')
    expect(code().getAttribute('aria-describedby')).toContain(section().getByText(/autentiseringsappen/).id)
  })

  it('sends the code as typed without its space, to the account’s factor', async () => {
    const { mfa, code, section, user } = renderStep()
    await user.type(code(), '123 456')
    await user.click(section().getByRole('button', { name: 'Logg inn' }))
    await waitFor(() => expect(mfa.challengeAndVerify).toHaveBeenCalledExactlyOnceWith({ factorId: FACTOR_ID, code: '123456' }))
  })

  it('tells a refused code by the field, pointed to from it, and keeps what was typed', async () => {
    const { code, section, user } = renderStep(new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'))
    await user.type(code(), '654321')
    await user.click(section().getByRole('button', { name: 'Logg inn' }))
    const told = await section().findByText('Koden stemmer ikke. Skriv inn koden appen viser nå.')
    expect(code().getAttribute('aria-invalid')).toBe('true')
    expect(code().getAttribute('aria-describedby')).toContain(told.id)
    expect(code().value).toBe('654321')
  })

  it("goes back with 'Tilbake til innlogging'", async () => {
    const { onBack, section, user } = renderStep()
    await user.click(section().getByRole('button', { name: 'Tilbake til innlogging' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})
