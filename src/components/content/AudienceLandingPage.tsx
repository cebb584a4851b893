import type { ReactNode } from 'react'
import type { AudiencePageContent } from '../../content/types'
import { ClosingCta } from '../home/ClosingCta'
import { FeatureGrid } from '../ui/FeatureGrid'
import { PageHero } from '../ui/PageHero'
import { Section } from '../ui/Section'
import { Steps } from '../ui/Steps'
import { HeroActions } from './HeroActions'
import { HighlightList } from './HighlightList'

/** A landing page for one audience: what they get, how it works for them, why to trust the other side, the figures, and a call to act. */
export function AudienceLandingPage({ content, illustration }: { content: AudiencePageContent; illustration: ReactNode }) {
  const { hero, features, steps, trust, highlights, closing } = content
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} eyebrow={hero.eyebrow} illustration={illustration}>
        <HeroActions hero={hero} />
      </PageHero>
      <Section title={features.heading} eyebrow={features.eyebrow} intro={features.intro}>
        <FeatureGrid features={features.features} />
      </Section>
      <Section title={steps.heading} eyebrow={steps.eyebrow} intro={steps.intro} tone="subtle">
        <Steps steps={steps.steps} />
      </Section>
      <Section title={trust.heading} eyebrow={trust.eyebrow} intro={trust.intro}>
        <FeatureGrid features={trust.features} />
      </Section>
      <Section title={highlights.heading} eyebrow={highlights.eyebrow} intro={highlights.intro} tone="brand">
        <HighlightList items={highlights.items} />
      </Section>
      <ClosingCta content={closing} />
    </>
  )
}
