import { siteConfig } from '../site.config'
import type { CallToAction } from './types'

/**
 * The calls to action several pages share, named as the navigation names them ('Registrer', 'Book
 * Demo'), in sentence case: one name per action across the site.
 */
export const commonActions = {
  register: { label: 'Registrer', href: siteConfig.external.registration },
  bookDemo: { label: 'Book demo', href: siteConfig.external.bookDemo },
} as const satisfies Record<string, CallToAction>

/** The href that opens the visitor's e-mail program with a message to `address`. */
export function mailtoHref(address: string): string {
  return `mailto:${address}`
}

/** A link to write to `address`, showing the address itself. */
export function emailLink(address: string): CallToAction {
  return { label: address, href: mailtoHref(address) }
}
