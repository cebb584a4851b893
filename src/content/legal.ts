import type { DisplayDate, HeroContent, TextSection } from './types'

/** A long legal text page: the privacy statement or the terms of use. */
export interface LegalDocument {
  hero: HeroContent
  lastUpdated: DisplayDate
  sections: readonly TextSection[]
}

export const legalDocumentText = {
  lastUpdated: 'Sist oppdatert',
  tableOfContents: 'Innhold',
} as const
