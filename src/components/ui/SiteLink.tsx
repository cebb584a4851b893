import type { ReactNode } from 'react'
import { Link } from 'wouter'

interface SiteLinkProps {
  href: string
  className?: string
  /** Opens in a new tab; only where the page says so. */
  newTab?: boolean
  children: ReactNode
}

/** A link anywhere: paths on this site go through the router, other addresses are plain links. */
export function SiteLink({ href, className, newTab, children }: SiteLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
