import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'
import { SiteLink } from './SiteLink'

type ButtonLinkProps = ButtonVariantProps & {
  href: string
  children: ReactNode
  /** Opens in a new tab; only where the page says so. */
  newTab?: boolean
  className?: string
}

/** A link that looks like a button. */
export function ButtonLink({ href, children, newTab, className, ...variants }: ButtonLinkProps) {
  return (
    <SiteLink href={href} newTab={newTab} className={cx(button(variants), className)}>
      {children}
    </SiteLink>
  )
}
