import { cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { navigationText } from '../../content/navigation'
import { useSession } from '../../flows/session/useSession'
import { siteConfig } from '../../site.config'
import { navLinkClass } from './navStyles'

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
          {navigationText.logout}
        </button>
      ) : (
        <a href={siteConfig.external.appLogin} className={navLinkClass} onClick={onNavigate}>
          {navigationText.login}
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
