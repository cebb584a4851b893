import { siteConfig } from '../site.config'
import type { CallToAction } from './types'

/** The calls to action several pages share, worded the same everywhere. */
export const commonActions = {
  createAccount: { label: 'Opprett konto', href: siteConfig.external.registration },
  bookDemo: { label: 'Bestill demo', href: siteConfig.external.bookDemo },
} as const satisfies Record<string, CallToAction>

/** The href that opens the visitor's e-mail program with a message to `address`. */
export function mailtoHref(address: string): string {
  return `mailto:${address}`
}

/** A link to write to `address`, showing the address itself. */
export function emailLink(address: string): CallToAction {
  return { label: address, href: mailtoHref(address) }
}
