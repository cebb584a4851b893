import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MAIN_CONTENT_ID } from '../../../src/components/layout/SkipLink'
import { authPageRenderer, EMAIL } from './support'

const renderPage = authPageRenderer('/konto')

describe("the sign-in form on 'Min konto'", () => {
  it('shows the account in its place once signed in, with the focus at the page’s start and /konto kept', async () => {
    const { field, submitButton, signIns, user, location } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    expect(screen.getByRole('heading', { level: 1, name: 'Logg inn eller registrer deg' })).toBeTruthy()

    await act(async () => signIns[0]!.resolve(null))
    expect(await screen.findByText('ola@example.no')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Min konto' })).toBeTruthy()
    expect(screen.queryByRole('tab', { name: 'Logg inn' })).toBeNull()
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID)
    expect(location.history).toEqual(['/konto'])
  })
})
