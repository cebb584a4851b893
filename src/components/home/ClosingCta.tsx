import type { ClosingContent } from '../../content/types'
import { ButtonLink } from '../ui/ButtonLink'
import { buttonRowClass } from '../ui/buttonRow'
import { Section } from '../ui/Section'

/** The band that ends a page and asks the visitor to act. */
export function ClosingCta({ content }: { content: ClosingContent }) {
  return (
    <Section title={content.heading} intro={content.text} tone="subtle">
      <div className={buttonRowClass}>
        <ButtonLink href={content.primary.href} visual="cta" size="lg">
          {content.primary.label}
        </ButtonLink>
        {content.secondary && (
          <ButtonLink href={content.secondary.href} visual="outline" size="lg">
            {content.secondary.label}
          </ButtonLink>
        )}
      </div>
    </Section>
  )
}
