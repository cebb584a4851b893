import { Link } from 'wouter'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { navigationText } from '../../content/navigation'
import { useSession } from '../../runtime/useSession'
import { siteConfig } from '../../site.config'
import { navLinkClass } from './navStyles'

/** Both choices in one grid cell: the slot keeps the wider one's width whichever shows. */
const slotClass = css({ display: 'grid', '& > *': { gridArea: '1 / 1' } })
const choiceClass = css({ display: 'flex', alignItems: 'center', gap: '1' })
const unseenClass = css({ visibility: 'hidden' })
const oneLineClass = css({ whiteSpace: 'nowrap' })

/**
 * 'Logg inn' (the marketplace app's login) or, while signed in, 'Min konto' and 'Logg ut'; then 'Book
 * Demo' and 'Registrer', links to the booking page and the app's registration. The choice not shown
 * keeps its room (inert and hidden), so nothing moves when a stored session is confirmed.
 */
export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { auth, signedIn } = useSession()
  const unseen = (hidden: boolean) =>
    hidden ? { 'aria-hidden': true, inert: true, className: cx(choiceClass, unseenClass) } : { className: choiceClass }
  return (
    <div className={className}>
      <div className={slotClass}>
        <div {...unseen(!signedIn)}>
          <Link href="/konto" className={navLinkClass} onClick={onNavigate}>
            {navigationText.account}
          </Link>
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
        </div>
        <div {...unseen(signedIn)}>
          <a href={siteConfig.external.appLogin} className={navLinkClass} onClick={onNavigate}>
            {navigationText.login}
          </a>
        </div>
      </div>
      <a href={siteConfig.external.bookDemo} className={cx(button({ visual: 'outline' }), oneLineClass)} onClick={onNavigate}>
        {navigationText.bookDemo}
      </a>
      <a href={siteConfig.external.registration} className={cx(button({ visual: 'cta' }), oneLineClass)} onClick={onNavigate}>
        {navigationText.register}
      </a>
    </div>
  )
}
