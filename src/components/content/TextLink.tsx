import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { SiteLink } from '../ui/SiteLink'

export const textLinkClass = css({
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'accent.hover', textDecorationThickness: '2px' },
})

/** A link inside running text. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink href={href} className={textLinkClass}>
      {children}
    </SiteLink>
  )
}
