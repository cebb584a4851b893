import { AuthApiError } from '@supabase/supabase-js'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferred } from '../../machines/support/testSystem'
import { authPageRenderer, EMAIL, expectToast, problemOf } from './support'

const renderPage = authPageRenderer()

describe('signing in', () => {
  it('keeps what is typed before the form’s flow has loaded, and signs in with it', async () => {
    const flowLoaded = deferred<void>()
    const { field, submitButton, loadFormFlow, auth, signIns, user } = renderPage({ flowLoaded: flowLoaded.promise })
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    expect(loadFormFlow).toHaveBeenCalledOnce()
    expect(field('E-post').value).toBe(EMAIL)
    expect(field('Passord').value).toBe('hemmelig1')

    await act(async () => flowLoaded.resolve())
    expect(field('E-post').value).toBe(EMAIL)
    expect(field('Passord').value).toBe('hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: EMAIL, password: 'hemmelig1' })
  })

  it("reads 'Logger inn...' with the button disabled while the client works, then says 'Innlogget'", async () => {
    const { field, submitButton, auth, signIns, user } = renderPage()
    await user.type(field('E-post'), `  ${EMAIL} `)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Logger inn...'))
    expect(submitButton().disabled).toBe(true)
    expect(field('E-post').readOnly).toBe(true)
    expect(field('Passord').readOnly).toBe(true)
    expect(auth.signInWithPassword).toHaveBeenCalledExactlyOnceWith({ email: EMAIL, password: 'hemmelig1' })

    await act(async () => signIns[0]!.resolve(null))
    await expectToast({ title: 'Innlogget', message: 'Du er nå logget inn.', type: 'success' })
    expect(submitButton().textContent).toBe('Logg inn')
    expect(submitButton().disabled).toBe(false)
  })

  it("says 'Ugyldig e-post eller passord.' for wrong credentials and keeps what was typed", async () => {
    const { field, panel, submitButton, signIns, user, location } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'feil-passord')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    await act(async () => signIns[0]!.resolve(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')))
    await expectToast({ title: 'Innlogging mislyktes', message: 'Ugyldig e-post eller passord.', type: 'error' })
    // Not one field's problem: it stands above the button, after the toast has gone too, until something is typed.
    expect(panel().getByText('Ugyldig e-post eller passord.')).toBeTruthy()
    expect(problemOf(field('Passord'))).toBeNull()
    expect(field('E-post').value).toBe(EMAIL)
    expect(field('Passord').value).toBe('feil-passord')
    expect(field('Passord').readOnly).toBe(false)
    expect(submitButton().disabled).toBe(false)
    expect(location.history).toEqual(['/auth'])
  })

  it("refuses an invalid e-mail with 'Ugyldig e-post' and never calls the client", async () => {
    const { field, submitButton, auth, user } = renderPage()
    await user.type(field('E-post'), 'ola@example')
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await expectToast({ title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.', type: 'error' })
    expect(auth.signInWithPassword).not.toHaveBeenCalled()
    expect(field('E-post').value).toBe('ola@example')
    expect(field('Passord').value).toBe('hemmelig1')
    expect(problemOf(field('E-post'))).toBe('Vennligst oppgi en gyldig e-postadresse.')
    expect(field('E-post').getAttribute('aria-invalid')).toBe('true')
    await user.type(field('Passord'), '2')
    expect(problemOf(field('E-post'))).toBe('Vennligst oppgi en gyldig e-postadresse.')
    await user.type(field('E-post'), '.no')
    expect(problemOf(field('E-post'))).toBeNull()
    expect(field('E-post').getAttribute('aria-invalid')).toBeNull()
  })

  it('sends a visitor who signs in here to the front page, replacing /auth in the history', async () => {
    const { field, submitButton, signIns, user, location } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    expect(location.history).toEqual(['/auth'])
    await act(async () => signIns[0]!.resolve(null))
    await waitFor(() => expect(location.history).toEqual(['/']))
  })
})
