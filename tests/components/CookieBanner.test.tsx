import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { CONSENT_STORAGE_KEY, cookieConsentMachine } from '../../machines/cookieConsent.machine'
import { siteMachine } from '../../machines/site.machine'
import { RouteEffects } from '../../src/app/RouteEffects'
import { Footer } from '../../src/components/layout/Footer'
import { cookieConsentText } from '../../src/content/cookieConsent'
import { footerText } from '../../src/content/footer'
import { CookieBannerSlot } from '../../src/flows/cookieConsent/CookieBannerSlot'
import { createCookieConsentActors } from '../../src/flows/cookieConsent/cookieConsentActors'
import { storedConsent } from '../support/consent'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'

function renderBanner(stored: Record<string, string> = {}) {
  const storage = memoryStore(stored)
  const pageViews: string[] = []
  const logic = siteMachine.provide({
    actors: {
      cookieConsent: cookieConsentMachine.provide({
        actors: createCookieConsentActors({ storage, sendPageView: (path) => pageViews.push(path) }),
      }),
    },
  })
  const site = createActor(logic).start()
  const loadSystem = vi.fn(async () => site)
  const view = renderAt(
    '/kontakt',
    <>
      <RouteEffects />
      <Footer />
      <CookieBannerSlot />
    </>,
    { loadSystem, storage },
  )
  const banner = () => screen.queryByRole('region', { name: cookieConsentText.label })
  return { ...view, storage, pageViews, banner, loadSystem, user: userEvent.setup() }
}

describe('the cookie banner', () => {
  // The banner's code is loaded when it is first shown; loading it once up front keeps the tests' waits short.
  beforeAll(() => import('../../src/flows/cookieConsent/CookieBanner'))

  it('asks on a first visit, with a link to the privacy statement and two buttons', async () => {
    const { banner } = renderBanner()
    expect(await screen.findByRole('region', { name: cookieConsentText.label })).toBeTruthy()
    expect(screen.getByRole('link', { name: cookieConsentText.privacyLink.label }).getAttribute('href')).toBe(
      '/personvern#informasjonskapsler',
    )
    expect(screen.getByRole('button', { name: 'Godta alle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Kun nødvendige' })).toBeTruthy()
    expect(banner()).not.toBeNull()
  })

  it("'Godta alle' stores accepted, closes the banner and counts the page it was given on", async () => {
    const { banner, storage, pageViews, user } = renderBanner()
    await user.click(await screen.findByRole('button', { name: 'Godta alle' }))
    await waitFor(() => expect(banner()).toBeNull())
    expect(storage.entries.get(CONSENT_STORAGE_KEY)).toBe('accepted')
    expect(pageViews).toEqual(['/kontakt'])
  })

  it("asks before the site's flows have loaded, and loads them with the answer", async () => {
    const { banner, storage, loadSystem, user } = renderBanner()
    const decline = await screen.findByRole('button', { name: 'Kun nødvendige' })
    expect(loadSystem).not.toHaveBeenCalled()
    await user.click(decline)
    expect(banner()).toBeNull()
    await waitFor(() => expect(storage.entries.get(CONSENT_STORAGE_KEY)).toBe('declined'))
    expect(loadSystem).toHaveBeenCalledOnce()
  })

  it('starts the flows at once when analytics was accepted on an earlier visit', async () => {
    const { loadSystem, pageViews } = renderBanner({ [CONSENT_STORAGE_KEY]: 'accepted' })
    await waitFor(() => expect(pageViews).toEqual(['/kontakt']))
    expect(loadSystem).toHaveBeenCalledOnce()
  })

  it("'Kun nødvendige' stores declined and counts nothing", async () => {
    const { banner, storage, pageViews, user } = renderBanner()
    await user.click(await screen.findByRole('button', { name: 'Kun nødvendige' }))
    await waitFor(() => expect(banner()).toBeNull())
    expect(storage.entries.get(CONSENT_STORAGE_KEY)).toBe('declined')
    expect(pageViews).toEqual([])
  })

  it('stays closed when a choice is stored', async () => {
    const { banner } = renderBanner({ [CONSENT_STORAGE_KEY]: 'declined' })
    await act(async () => {})
    expect(banner()).toBeNull()
  })

  it('asks again, before the flows have loaded, when the stored choice is 12 months old', async () => {
    const { banner, loadSystem, pageViews } = renderBanner(storedConsent('accepted', { monthsAgo: 12 }))
    expect(await screen.findByRole('button', { name: 'Godta alle' })).toBeTruthy()
    expect(banner()).not.toBeNull()
    expect(loadSystem).not.toHaveBeenCalled()
    expect(pageViews).toEqual([])
  })

  it("shows the choice that holds and its day beside the footer's 'Informasjonskapsler'", async () => {
    renderBanner(storedConsent('declined', { now: new Date('2026-03-05T12:00:00.000Z') }))
    const reopen = screen.getByRole('button', { name: footerText.cookieChoice })
    expect(reopen.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(reopen.getAttribute('aria-describedby')!)?.textContent).toBe('Ditt valg: Kun nødvendige, 5. mars 2026')
  })

  it('reopens from the footer, withdrawing the stored choice, and takes and gives back the focus', async () => {
    const { banner, storage, user } = renderBanner({ [CONSENT_STORAGE_KEY]: 'accepted' })
    const reopen = screen.getByRole('button', { name: footerText.cookieChoice })
    await user.click(reopen)
    const accept = await screen.findByRole('button', { name: 'Godta alle' })
    expect(storage.entries.has(CONSENT_STORAGE_KEY)).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(accept))
    await user.keyboard('{Tab}{Enter}')
    await waitFor(() => expect(banner()).toBeNull())
    expect(storage.entries.get(CONSENT_STORAGE_KEY)).toBe('declined')
    expect(document.activeElement).toBe(reopen)
  })
})
