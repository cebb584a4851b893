import { cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { navigationText } from '../../content/navigation'
import { siteConfig } from '../../site.config'
import { navLinkClass } from './navStyles'

/** 'Logg inn', 'Book Demo' and 'Registrer': links to the marketplace app and the booking page. */
export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <div className={className}>
      <a href={siteConfig.external.appLogin} className={navLinkClass} onClick={onNavigate}>
        {navigationText.login}
      </a>
      <a href={siteConfig.external.bookDemo} className={cx(button({ visual: 'outline' }))} onClick={onNavigate}>
        {navigationText.bookDemo}
      </a>
      <a href={siteConfig.external.registration} className={cx(button({ visual: 'cta' }))} onClick={onNavigate}>
        {navigationText.register}
      </a>
    </div>
  )
}
