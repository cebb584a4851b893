import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authPageText } from '../../../src/content/authForm'
import { deferred } from '../../machines/support/testSystem'
import { authPageRenderer, EMAIL, STRONG_PASSWORD } from './support'

const renderPage = authPageRenderer()

describe('the /auth page tabs', () => {
  it("shows 'Logg inn' selected by default, with its panel", async () => {
    const { tab, panel, shown } = renderPage()
    await shown('Logg inn')
    const tabList = screen.getByRole('tablist', { name: authPageText.tabsLabel })
    expect(
      within(tabList)
        .getAllByRole('tab')
        .map((each) => each.textContent),
    ).toEqual(['Logg inn', 'Registrer'])
    expect(tab('Logg inn').getAttribute('aria-selected')).toBe('true')
    expect(tab('Registrer').getAttribute('aria-selected')).toBe('false')
    expect(panel().getByLabelText('E-post')).toBeTruthy()
    expect(panel().getByLabelText('Passord')).toBeTruthy()
    expect(panel().queryByLabelText('Bekreft passord')).toBeNull()
    expect(panel().getByRole('button', { name: 'Logg inn' })).toBeTruthy()
  })

  it("switches to 'Registrer' and back with the arrow keys", async () => {
    const { tab, panel, shown, user } = renderPage()
    act(() => tab('Logg inn').focus())
    await user.keyboard('{ArrowRight}')
    await shown('Registrer')
    expect(document.activeElement).toBe(tab('Registrer'))
    expect(tab('Logg inn').getAttribute('aria-selected')).toBe('false')
    expect(panel().getByLabelText('Bekreft passord')).toBeTruthy()
    expect(panel().getByRole('button', { name: 'Registrer' })).toBeTruthy()

    await user.keyboard('{ArrowLeft}')
    await shown('Logg inn')
    expect(document.activeElement).toBe(tab('Logg inn'))
    expect(panel().queryByLabelText('Bekreft passord')).toBeNull()
  })

  it("keeps 'Registrer' chosen before the form's flow has loaded, without a moment back on 'Logg inn'", async () => {
    const flowLoaded = deferred<void>()
    const { tab, shown, field, user, signUps } = renderPage({ flowLoaded: flowLoaded.promise })
    await user.click(tab('Registrer'))
    await shown('Registrer')
    await user.type(field('E-post'), EMAIL)
    // Every change of the tab's selection while the flow takes over, by the value it changed from.
    const changedFrom: (string | null)[] = []
    const watcher = new MutationObserver((records) => changedFrom.push(...records.map((record) => record.oldValue)))
    watcher.observe(tab('Registrer'), { attributes: true, attributeFilter: ['aria-selected'], attributeOldValue: true })

    await act(async () => flowLoaded.resolve())
    await act(async () => {})
    watcher.disconnect()
    expect(changedFrom).toEqual([])
    expect(tab('Registrer').getAttribute('aria-selected')).toBe('true')
    expect(field('E-post').value).toBe(EMAIL)
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), `${STRONG_PASSWORD}{Enter}`)
    await waitFor(() => expect(signUps).toHaveLength(1))
  })

  it('keeps the e-mail when switching tabs', async () => {
    const { tab, shown, field, user } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(field('E-post').value).toBe(EMAIL)
  })
})
