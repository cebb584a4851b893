import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { SiteLink } from './SiteLink'

/**
 * The button recipe's class names for every look and size a button link comes in, each written out
 * so that the build can compute it. Panda generates CSS only for the looks used, so a look of the
 * recipe not listed here (such as 'ghost') has no CSS until it is added here.
 */
const buttonClass = {
  cta: { md: button({ visual: 'cta', size: 'md' }), lg: button({ visual: 'cta', size: 'lg' }) },
  primary: { md: button({ visual: 'primary', size: 'md' }), lg: button({ visual: 'primary', size: 'lg' }) },
  outline: { md: button({ visual: 'outline', size: 'md' }), lg: button({ visual: 'outline', size: 'lg' }) },
  outlineLight: { md: button({ visual: 'outlineLight', size: 'md' }), lg: button({ visual: 'outlineLight', size: 'lg' }) },
}

type ButtonLinkProps = {
  href: string
  children: ReactNode
  /** The recipe's look; 'primary' where not given, as in the recipe. */
  visual?: keyof typeof buttonClass
  /** The recipe's size; 'md' where not given, as in the recipe. */
  size?: 'md' | 'lg'
  /** Opens in a new tab; only where the page says so. */
  newTab?: boolean
  className?: string
}

/** A link that looks like a button. */
export function ButtonLink({ href, children, newTab, className, visual = 'primary', size = 'md' }: ButtonLinkProps) {
  return (
    <SiteLink href={href} newTab={newTab} className={cx(buttonClass[visual][size], className)}>
      {children}
    </SiteLink>
  )
}
