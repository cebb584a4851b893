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

/** A link standing on its own line (an address, a phone number): at least 24 px tall, as WCAG 2.5.8 asks of a target. */
export const standaloneLinkClass = css({ display: 'inline-block', py: '1' })

/** A link inside running text. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink href={href} className={textLinkClass}>
      {children}
    </SiteLink>
  )
}
