import { useCallback, useId, useSyncExternalStore } from 'react'
import { useSiteActor } from '../../runtime/siteActor'
import { cookieChoiceLabel } from '../../content/cookieChoice'
import { longDate } from '../../content/dates'
import { footerText } from '../../content/footer'
import { consentStorage } from './consentStorage'

/** Marks the button that reopens the banner, so the banner can take the focus and give it back. */
export const REOPEN_ATTRIBUTE = 'data-cookie-reopen'

const noChoiceShown = () => null

/**
 * The footer's way back to the cookie choice, with the choice that holds and its day beside it (once the page has
 * hydrated: the prerendered page cannot know it). Reopening the banner withdraws the stored choice at once, before the
 * consent flow has loaded, and then tells the flow, which stops analytics.
 */
export function ReopenConsentButton({ className }: { className: string }) {
  const { withSite, storage } = useSiteActor()
  const statusId = useId()
  const readStatus = useCallback(() => {
    const stored = consentStorage.read(storage)
    return stored?.current ? footerText.cookieChoiceGiven(cookieChoiceLabel[stored.choice], longDate(stored.given.at)) : null
  }, [storage])
  const status = useSyncExternalStore(consentStorage.subscribe, readStatus, noChoiceShown)
  const reopen = () => {
    consentStorage.forget(storage)
    withSite((site) => site.system.get('cookieConsent')?.send({ type: 'consent.reopen' }))
  }
  return (
    <span>
      <button
        type="button"
        className={className}
        onClick={reopen}
        aria-describedby={status ? statusId : undefined}
        {...{ [REOPEN_ATTRIBUTE]: '' }}
      >
        {footerText.cookieChoice}
      </button>
      {status && (
        <>
          {' ('}
          <span id={statusId}>{status}</span>)
        </>
      )}
    </span>
  )
}
