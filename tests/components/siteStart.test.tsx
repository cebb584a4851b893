import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { CONSENT_STORAGE_KEY, cookieConsentMachine } from '../../machines/cookieConsent.machine'
import { siteMachine } from '../../machines/site.machine'
import { startSiteSystem } from '../../src/app/siteSystem'
import { Footer } from '../../src/components/layout/Footer'
import { cookieConsentText } from '../../src/content/cookieConsent'
import { footerText } from '../../src/content/footer'
import { CookieBannerSlot } from '../../src/flows/cookieConsent/CookieBannerSlot'
import { createCookieConsentActors } from '../../src/flows/cookieConsent/cookieConsentActors'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'

vi.mock('../../src/app/siteSystem', () => ({ startSiteSystem: vi.fn() }))

describe("the site's flows, when their code cannot load", () => {
  beforeAll(() => import('../../src/flows/cookieConsent/CookieBanner'))

  it("'Informasjonskapsler' withdraws and opens the banner even while the code cannot load; the answer is stored and the code tried again", async () => {
    const storage = memoryStore({ [CONSENT_STORAGE_KEY]: 'declined' })
    const logic = siteMachine.provide({
      actors: { cookieConsent: cookieConsentMachine.provide({ actors: createCookieConsentActors({ storage, sendPageView: null }) }) },
    })
    vi.mocked(startSiteSystem)
      .mockImplementationOnce(() => {
        throw new TypeError('error loading dynamically imported module')
      })
      .mockImplementation(() => createActor(logic).start())
    // The site's own loader (src/app/siteStart.ts), with the module it loads stood in for.
    renderAt(
      '/kontakt',
      <>
        <Footer />
        <CookieBannerSlot />
      </>,
      { storage },
    )
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: footerText.cookieChoice }))
    const banner = await screen.findByRole('region', { name: cookieConsentText.label })
    expect(storage.get(CONSENT_STORAGE_KEY)).toBeNull()
    await vi.waitFor(() => expect(startSiteSystem).toHaveBeenCalledTimes(1))

    await user.click(within(banner).getByRole('button', { name: cookieConsentText.necessaryOnly }))
    expect(storage.get(CONSENT_STORAGE_KEY)).toBe('declined')
    await vi.waitFor(() => expect(startSiteSystem).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: cookieConsentText.label })).toBeNull())
  })
})
