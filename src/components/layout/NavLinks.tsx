import { Link, useLocation } from 'wouter'
import { mainNavigation } from '../../content/navigation'
import { navLinkClass } from './navStyles'

interface NavLinksProps {
  className?: string
  linkClassName?: string
  onNavigate?: () => void
}

/** The five main links; `onNavigate` lets the drawer close when one is tapped. */
export function NavLinks({ className, linkClassName = navLinkClass, onNavigate }: NavLinksProps) {
  const [location] = useLocation()
  return (
    <ul className={className}>
      {mainNavigation.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={linkClassName}
            data-label={link.label}
            aria-current={location === link.href ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
