import { useSiteActor } from '../../runtime/siteActor'
import { footerText } from '../../content/footer'
import { consentStorage } from './consentStorage'

/** Marks the button that reopens the banner, so the banner can take the focus and give it back. */
export const REOPEN_ATTRIBUTE = 'data-cookie-reopen'

/**
 * The footer's way back to the cookie choice: reopening the banner withdraws the stored choice at once, before the
 * consent flow has loaded, and then tells the flow, which stops analytics.
 */
export function ReopenConsentButton({ className }: { className: string }) {
  const { withSite, storage } = useSiteActor()
  const reopen = () => {
    consentStorage.forget(storage)
    withSite((site) => site.system.get('cookieConsent')?.send({ type: 'consent.reopen' }))
  }
  return (
    <button type="button" className={className} onClick={reopen} {...{ [REOPEN_ATTRIBUTE]: '' }}>
      {footerText.cookieChoice}
    </button>
  )
}
