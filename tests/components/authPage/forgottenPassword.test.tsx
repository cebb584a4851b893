import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authPageRenderer, EMAIL } from './support'

const renderPage = authPageRenderer()

describe("'Glemt passord?'", () => {
  it('opens the recovery request in the card with the typed address, its heading focused, and goes back with the focus', async () => {
    const { field, panel, shown, user } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.click(panel().getByRole('button', { name: 'Glemt passord?' }))

    // The panel's code is imported on first use, which on a busy machine takes more than findBy's second.
    const heading = await screen.findByRole('heading', { name: 'Glemt passord' }, { timeout: 5_000 })
    // The heading takes the focus right after it is shown (an effect of its own).
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.queryByRole('tablist')).toBeNull()
    const recovery = within(screen.getByRole('region', { name: 'Glemt passord' }))
    expect(recovery.getByLabelText<HTMLInputElement>('E-post').value).toBe(EMAIL)
    expect(recovery.getByRole('button', { name: 'Send lenke' })).toBeTruthy()

    await user.click(recovery.getByRole('button', { name: 'Tilbake til innlogging' }))
    await shown('Logg inn')
    await waitFor(() => expect(document.activeElement).toBe(panel().getByRole('button', { name: 'Glemt passord?' })))
    expect(field('E-post').value).toBe(EMAIL)
  })

  it("opens before the form's flow has loaded, stays open once it has, and goes back then", async () => {
    let loaded = () => {}
    const { panel, loadFormFlow, shown, user } = renderPage({ flowLoaded: new Promise<void>((resolve) => (loaded = resolve)) })
    await user.click(panel().getByRole('button', { name: 'Glemt passord?' }))

    expect(await screen.findByRole('heading', { name: 'Glemt passord' }, { timeout: 5_000 })).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
    loaded()
    await waitFor(() => expect(loadFormFlow).toHaveBeenCalled())
    const recovery = within(await screen.findByRole('region', { name: 'Glemt passord' }))
    expect(screen.queryByRole('tablist')).toBeNull()
    await user.click(recovery.getByRole('button', { name: 'Tilbake til innlogging' }))
    await shown('Logg inn')
  })

  it("a press on it loads the form's flow with its click, not when the button takes the focus", async () => {
    const { panel, loadFormFlow, user } = renderPage()
    const forgotten = panel().getByRole('button', { name: 'Glemt passord?' })
    await user.pointer({ keys: '[MouseLeft>]', target: forgotten })
    expect(document.activeElement).toBe(forgotten)
    expect(loadFormFlow).not.toHaveBeenCalled()
    await user.pointer({ keys: '[/MouseLeft]', target: forgotten })
    await waitFor(() => expect(loadFormFlow).toHaveBeenCalledTimes(1))
  })

  it('is not offered on the sign-up tab', async () => {
    const { tab, panel, shown, user } = renderPage()
    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(panel().queryByRole('button', { name: 'Glemt passord?' })).toBeNull()
  })
})
