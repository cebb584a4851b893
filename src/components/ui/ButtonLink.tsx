import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'

type ButtonLinkProps = ButtonVariantProps & {
  href: string
  children: ReactNode
  /** Opens in a new tab; only where the page says so. */
  newTab?: boolean
  className?: string
}

/** A link that looks like a button: internal paths go through the router, others are plain links. */
export function ButtonLink({ href, children, newTab, className, ...variants }: ButtonLinkProps) {
  const classes = cx(button(variants), className)
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={classes} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
