import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { css } from 'styled-system/css'

export const textLinkClass = css({
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'accent.hover', textDecorationThickness: '2px' },
})

/** A link inside running text: site paths go through the router, anything else is a plain link. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={textLinkClass}>
        {children}
      </Link>
    )
  }
  const leavesSite = href.startsWith('http')
  return (
    <a href={href} className={textLinkClass} rel={leavesSite ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  )
}
