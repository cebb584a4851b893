import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { navigationText } from '../../content/navigation'
import { useSession } from '../../flows/session/useSession'
import { siteConfig } from '../../site.config'
import { navLinkClass } from './navStyles'

/** Both labels in one grid cell: the slot keeps the wider one's width whichever shows. */
const labelStack = css({ display: 'grid', '& > *': { gridArea: '1 / 1' } })

/** The label shown, and the other one kept invisible beside it, so nothing moves when a stored session turns 'Logg inn' into 'Logg ut'. */
function AccountLabel({ shown, other }: { shown: string; other: string }) {
  return (
    <span className={labelStack}>
      <span>{shown}</span>
      <span aria-hidden="true" className={css({ visibility: 'hidden' })}>
        {other}
      </span>
    </span>
  )
}

/**
 * 'Logg inn' (the marketplace app's login) or, while signed in, 'Logg ut'; then 'Book Demo' and
 * 'Registrer', links to the booking page and the app's registration.
 */
export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { auth, signedIn } = useSession()
  return (
    <div className={className}>
      {signedIn ? (
        <button
          type="button"
          className={navLinkClass}
          onClick={() => {
            auth?.send({ type: 'auth.signOut' })
            onNavigate?.()
          }}
        >
          <AccountLabel shown={navigationText.logout} other={navigationText.login} />
        </button>
      ) : (
        <a href={siteConfig.external.appLogin} className={navLinkClass} onClick={onNavigate}>
          <AccountLabel shown={navigationText.login} other={navigationText.logout} />
        </a>
      )}
      <a href={siteConfig.external.bookDemo} className={cx(button({ visual: 'outline' }))} onClick={onNavigate}>
        {navigationText.bookDemo}
      </a>
      <a href={siteConfig.external.registration} className={cx(button({ visual: 'cta' }))} onClick={onNavigate}>
        {navigationText.register}
      </a>
    </div>
  )
}
