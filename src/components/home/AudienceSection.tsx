import type { AudienceTeaser } from '../../content/home'
import { css } from 'styled-system/css'
import { ButtonLink } from '../ui/ButtonLink'
import { FeatureGrid } from '../ui/FeatureGrid'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'

/** A home-page section for one audience, sending it on to its own page. */
export function AudienceSection({ content, tone }: { content: AudienceTeaser; tone: 'plain' | 'subtle' }) {
  return (
    <Section title={content.heading} eyebrow={content.eyebrow} intro={content.intro} tone={tone}>
      <FeatureGrid features={content.features} />
      <div className={css({ mt: '8' })}>
        <ButtonLink href={content.link.href} visual="outline">
          {content.link.label}
          <Icon name="arrow" width={20} height={20} />
        </ButtonLink>
      </div>
    </Section>
  )
}
