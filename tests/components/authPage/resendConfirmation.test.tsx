import { AuthApiError } from '@supabase/supabase-js'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authPageRenderer, EMAIL, expectToast, STRONG_PASSWORD } from './support'

const renderPage = authPageRenderer()

describe("'Send bekreftelsen på nytt'", () => {
  const resendButton = () => screen.queryByRole('button', { name: 'Send bekreftelsen på nytt' })

  it('is offered after a sign-up, and withdrawn when the tab changes', async () => {
    const { tab, field, submitButton, signUps, shown, user } = renderPage()
    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(resendButton()).toBeNull()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), STRONG_PASSWORD)
    await user.click(submitButton())
    await waitFor(() => expect(signUps).toHaveLength(1))
    await act(async () => signUps[0]!.resolve(null))

    expect(await screen.findByRole('button', { name: 'Send bekreftelsen på nytt' })).toBeTruthy()
    expect(screen.getByText('Fikk du ikke e-posten? Se i søppelposten, eller be om en ny.')).toBeTruthy()
    await user.click(tab('Logg inn'))
    await shown('Logg inn')
    expect(resendButton()).toBeNull()
  })

  it('is offered after a sign-in refused as unconfirmed, not after wrong credentials', async () => {
    const { field, submitButton, signIns, user } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    await act(async () => signIns[0]!.resolve(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')))
    await expectToast({ title: 'Innlogging mislyktes', message: 'Ugyldig e-post eller passord.', type: 'error' })
    expect(resendButton()).toBeNull()

    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(2))
    await act(async () => signIns[1]!.resolve(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')))
    expect(await screen.findByRole('button', { name: 'Send bekreftelsen på nytt' })).toBeTruthy()
  })
})
