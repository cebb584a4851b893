import { fromCallback, fromPromise } from 'xstate'
import type { AnalyticsInput, ConsentChoice, PageView, StoredConsent } from '../../../machines/cookieConsent.machine'
import type { KeyValueStore } from '../../runtime/browserStorage'
import type { SendPageView } from './analytics'
import { consentStorage } from './consentStorage'

export interface CookieConsentDependencies {
  storage: KeyValueStore
  /** Null when the build has no analytics: then consent changes nothing but the stored choice. */
  sendPageView: SendPageView | null
}

/** The cookie-consent machine's effects: the stored choice, and analytics while it is accepted. */
export function createCookieConsentActors({ storage, sendPageView }: CookieConsentDependencies) {
  return {
    readConsent: fromPromise<StoredConsent | null, void>(async () => consentStorage.read(storage)),
    storeConsent: fromPromise(async ({ input }: { input: { choice: ConsentChoice } }) => consentStorage.write(storage, input.choice)),
    forgetConsent: fromPromise<void, void>(async () => consentStorage.forget(storage)),
    analytics: fromCallback<PageView, AnalyticsInput>(({ input, receive }) => {
      if (!sendPageView) return
      if (input.currentPath !== null) sendPageView(input.currentPath)
      receive((event) => sendPageView(event.path))
    }),
  }
}
