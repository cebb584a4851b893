import type { SiteActorRef } from '../../machines/site.machine'
import { consentStorage } from '../flows/cookieConsent/consentStorage'
import { sessionInAddress } from '../flows/session/addressSession'
import { hasSessionToCheck } from '../flows/session/watchSession'
import type { KeyValueStore } from '../runtime/browserStorage'
import { keptUnlessFailed } from '../runtime/keptUnlessFailed'

/**
 * The site's root actor, started once. The state-chart runtime and the long-lived machines load in
 * a chunk of their own when something first needs them, never with the first paint.
 */
export const loadSiteSystem: () => Promise<SiteActorRef> = keptUnlessFailed(() =>
  import('./siteSystem').then(({ startSiteSystem }) => startSiteSystem()),
)

/**
 * Whether this page load needs the site's flows at once: analytics was accepted on an earlier visit,
 * or there is a session to check. A new visitor's page starts them on first use instead (a choice in
 * the cookie banner, a form, a toast), so their code stays out of the first load.
 */
export function neededAtOnce(storage: KeyValueStore): boolean {
  return consentStorage.choiceNow(storage) === 'accepted' || hasSessionToCheck(storage, sessionInAddress(window.location))
}
