import { Link, useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { pageColumn } from 'styled-system/patterns'
import { navigationText } from '../../content/navigation'
import { isRoutedPath, routeIndex } from '../../content/routeIndex'
import { Icon } from '../ui/Icon'

/** 'Hjem' followed by the current page; hidden on the home page and on unknown paths. */
export function Breadcrumbs() {
  const [location] = useLocation()
  if (!isRoutedPath(location)) return null
  const label = routeIndex[location].breadcrumb
  if (!label) return null
  return (
    <nav aria-label={navigationText.breadcrumbLabel} className={css({ bg: 'bg.subtle', borderBottom: '1px solid {colors.border}' })}>
      <ol
        className={pageColumn({
          py: '2',
          display: 'flex',
          alignItems: 'center',
          gap: '1',
          fontSize: 'sm',
        })}
      >
        <li className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          <Link href="/" className={css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '3px', py: '2' })}>
            {navigationText.home}
          </Link>
          <Icon name="chevron" width={16} height={16} className={css({ transform: 'rotate(-90deg)', color: 'fg.muted' })} />
        </li>
        <li>
          <span aria-current="page" className={css({ color: 'fg.muted' })}>
            {label}
          </span>
        </li>
      </ol>
    </nav>
  )
}
