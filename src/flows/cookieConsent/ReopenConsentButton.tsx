import { useSiteActor } from '../../runtime/siteActor'
import { footerText } from '../../content/footer'

/** Marks the button that reopens the banner, so the banner can take the focus and give it back. */
export const REOPEN_ATTRIBUTE = 'data-cookie-reopen'

/** The footer's way back to the cookie choice: reopening the banner withdraws the stored choice. */
export function ReopenConsentButton({ className }: { className: string }) {
  const { withSite } = useSiteActor()
  const reopen = () => withSite((site) => site.system.get('cookieConsent')?.send({ type: 'consent.reopen' }))
  return (
    <button type="button" className={className} onClick={reopen} {...{ [REOPEN_ATTRIBUTE]: '' }}>
      {footerText.cookieChoice}
    </button>
  )
}
