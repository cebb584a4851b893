/** Shapes shared by the content files. Feature cards and steps are the ones the UI components render. */
import type { Feature } from '../components/ui/FeatureGrid'
import type { Step } from '../components/ui/Steps'

export type { Feature, Step }

/** A link or button: paths starting with '/' stay on the site, anything else leaves it. */
export interface CallToAction {
  label: string
  href: string
}

export interface HeroContent {
  eyebrow?: string
  title: string
  lead: string
}

export interface HeroWithActions extends HeroContent {
  primary: CallToAction
  secondary: CallToAction
}

export interface SectionHeading {
  eyebrow?: string
  heading: string
  intro?: string
}

export interface FeatureSection extends SectionHeading {
  features: readonly Feature[]
}

export interface StepSection extends SectionHeading {
  steps: readonly Step[]
}

/** The band that ends a page and asks the visitor to act. */
export interface ClosingContent {
  heading: string
  text: string
  primary: CallToAction
  secondary?: CallToAction
}

/** A key figure or promise, shown large. */
export interface Highlight {
  value: string
  label: string
}

export interface HighlightSection extends SectionHeading {
  items: readonly Highlight[]
}

/** A landing page for one audience: oppdrettere or rederier. */
export interface AudiencePageContent {
  hero: HeroWithActions
  features: FeatureSection
  steps: StepSection
  /** What lets this reader trust the other side of a deal. */
  trust: FeatureSection
  highlights: HighlightSection
  closing: ClosingContent
}

/** Running text as plain text, or as parts of which some are links. */
export type RichText = string | readonly (string | CallToAction)[]

/** One block of a long text: a paragraph or a bullet list. */
export type TextBlock = RichText | { list: readonly RichText[] }

export interface TextSection {
  id: string
  heading: string
  blocks: readonly TextBlock[]
}

/** A date shown to the reader, with its machine-readable form for `<time>`. */
export interface DisplayDate {
  iso: string
  label: string
}
