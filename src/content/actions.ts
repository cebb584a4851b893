import { siteConfig } from '../site.config'
import type { CallToAction } from './types'

/** The calls to action several pages share, worded the same everywhere. */
export const commonActions = {
  createAccount: { label: 'Opprett konto', href: siteConfig.external.registration },
  bookDemo: { label: 'Bestill demo', href: siteConfig.external.bookDemo },
} as const satisfies Record<string, CallToAction>
