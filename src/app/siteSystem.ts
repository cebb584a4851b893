import { createActor } from 'xstate'
import { cookieConsentMachine } from '../../machines/cookieConsent.machine'
import { siteMachine } from '../../machines/site.machine'
import { inspect } from '../devtools/inspector'
import { localStore } from '../runtime/browserStorage'
import { analyticsTarget, pageViewSender } from '../flows/cookieConsent/analytics'
import { createCookieConsentActors } from '../flows/cookieConsent/cookieConsentActors'
import { takeSessionFromAddress } from '../flows/session/addressSession'
import { hasSessionToCheck, watchSession } from '../flows/session/watchSession'
import { siteConfig } from '../site.config'

/**
 * The site's actor system with its real effects, started: the long-lived flows get their actors
 * here; a form brings its own when it mounts. The session is watched from the start when one is stored
 * or arrives in the address (taken out of it at once). The developer inspector joins when one was
 * asked for.
 */
export function startSiteSystem() {
  const analytics = analyticsTarget(siteConfig.siteUrl)
  const logic = siteMachine.provide({
    actors: {
      cookieConsent: cookieConsentMachine.provide({
        actors: createCookieConsentActors({ storage: localStore, sendPageView: analytics && pageViewSender(analytics) }),
      }),
    },
  })
  const site = createActor(logic, { inspect }).start()
  const addressSession = takeSessionFromAddress(location, history)
  if (hasSessionToCheck(localStore, addressSession)) void watchSession(site, addressSession)
  return site
}
