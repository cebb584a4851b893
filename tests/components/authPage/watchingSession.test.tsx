import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferred } from '../../machines/support/testSystem'
import { authPageRenderer, EMAIL } from './support'

const renderPage = authPageRenderer()

describe('watching the session', () => {
  it('waits for the form’s first use: arriving loads neither the site’s flows nor the session’s', async () => {
    const { field, loadSystem, loadFormFlow, watch, auth, site, user } = renderPage()
    await act(async () => {})
    expect(loadSystem).not.toHaveBeenCalled()
    expect(loadFormFlow).not.toHaveBeenCalled()
    expect(watch).not.toHaveBeenCalled()
    expect(auth.onAuthStateChange).not.toHaveBeenCalled()

    await user.click(field('E-post'))
    await waitFor(() => expect(watch).toHaveBeenCalledExactlyOnceWith(site))
    expect(loadFormFlow).toHaveBeenCalledOnce()
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
    await user.type(field('Passord'), 'hemmelig1')
    expect(watch).toHaveBeenCalledOnce()
  })

  it('starts on a first submit without any focus before it', async () => {
    const { panel, watch, auth } = renderPage()
    await act(async () => {})
    fireEvent.submit(panel().getByRole('button', { name: 'Logg inn' }).closest('form')!)
    await waitFor(() => expect(watch).toHaveBeenCalledOnce())
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
  })

  it('runs the form’s flow only once the session is watched', async () => {
    const watched = deferred<unknown>()
    const { field, submitButton, watch, signIns, user } = renderPage()
    watch.mockImplementationOnce(() => watched.promise)
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await act(async () => {})
    expect(signIns).toHaveLength(0)

    await act(async () => watched.resolve(undefined))
    await waitFor(() => expect(signIns).toHaveLength(1))
  })
})
