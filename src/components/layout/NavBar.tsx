import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { pageColumn } from 'styled-system/patterns'
import { navigationText } from '../../content/navigation'
import { AccountLinks } from './AccountLinks'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { NavLinks } from './NavLinks'

export function NavBar() {
  return (
    <header
      className={css({
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 'sticky',
        h: '4.5rem',
        bg: 'rgba(255, 255, 255, 0.96)',
        borderBottom: '1px solid {colors.border}',
        backdropFilter: 'blur(8px)',
      })}
    >
      <nav aria-label={navigationText.mainLabel} className={pageColumn({ h: 'full', display: 'flex', alignItems: 'center', gap: '3' })}>
        <Link href="/" aria-label={navigationText.logoLabel} className={css({ display: 'inline-flex', py: '2', mr: 'auto' })}>
          <Logo />
        </Link>
        {/* The whole bar needs about 1,200 px on one line, so the five links show from xl (1,280 px) and the drawer holds them below. */}
        <NavLinks className={css({ display: { base: 'none', xl: 'flex' }, gap: '1' })} />
        {/* From a small laptop up the account actions stay in the bar; the drawer takes only the five links there. */}
        <AccountLinks className={css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '2', ml: '2' })} />
        <MobileMenu />
      </nav>
    </header>
  )
}
