import { AuthApiError } from '@supabase/supabase-js'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionFlows, testSession } from '../support/authClient'
import { authPageRenderer } from './support'

const renderPage = authPageRenderer()

describe('a visitor who is already signed in', () => {
  it('is sent to the front page once the backend confirms the session, with /auth replaced in the history', async () => {
    const { auth, watch, location } = renderPage({ stored: testSession() })
    await waitFor(() => expect(location.history).toEqual(['/']))
    expect(auth.getUser).toHaveBeenCalledWith('token-a')
    expect(watch).not.toHaveBeenCalled()
  })

  it('is sent to the front page when the client reports SIGNED_IN while the page is open', async () => {
    const { auth, arrive, site, field, location, user } = renderPage()
    await user.click(field('E-post'))
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
    const authFlow = () => sessionFlows(site).auth!
    await waitFor(() => expect(authFlow().getSnapshot().value).toEqual({ signedOut: 'settled' }))
    expect(location.history).toEqual(['/auth'])

    act(() => arrive(testSession('token-b')))
    await waitFor(() => expect(location.history).toEqual(['/']))
    expect(auth.getUser).toHaveBeenCalledExactlyOnceWith('token-b')
  })

  it('stays on /auth when the backend refuses the stored session', async () => {
    const { auth, location } = renderPage({ stored: testSession() })
    auth.getUser.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
    })
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled())
    await act(async () => {})
    expect(location.history).toEqual(['/auth'])
  })

  it('is not sent anywhere while signed out', async () => {
    const { auth, field, location, user } = renderPage()
    await user.click(field('E-post'))
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
    await act(async () => {})
    expect(auth.getUser).not.toHaveBeenCalled()
    expect(location.history).toEqual(['/auth'])
  })
})
