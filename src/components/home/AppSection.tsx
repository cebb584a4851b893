import { css, cx } from 'styled-system/css'
import type { AppSection as AppSectionContent } from '../../content/home'
import { ButtonLink } from '../ui/ButtonLink'
import { buttonRowClass } from '../ui/buttonRow'
import { Icon } from '../ui/Icon'
import { Illustration } from '../ui/Illustration'
import { Section } from '../ui/Section'

export function AppSection({ content }: { content: AppSectionContent }) {
  return (
    <Section title={content.heading} intro={content.text} tone="brand">
      <div className={css({ display: 'grid', gap: '10', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' }, alignItems: 'start' })}>
        <div>
          <ul className={css({ display: 'grid', gap: '3' })}>
            {content.bullets.map((bullet) => (
              <li key={bullet} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'lg' })}>
                <Icon name="check" className={css({ flexShrink: 0, color: 'accent.onDark', mt: '0.5' })} />
                {bullet}
              </li>
            ))}
          </ul>
          <div className={cx(buttonRowClass, css({ mt: '8' }))}>
            <ButtonLink href={content.appStore.href} visual="cta">
              {content.appStore.label}
            </ButtonLink>
            <ButtonLink href={content.googlePlay.href} visual="outlineLight">
              {content.googlePlay.label}
            </ButtonLink>
          </div>
        </div>
        <div className={css({ display: { base: 'none', md: 'flex' }, justifyContent: 'center' })}>
          <Illustration name="appJobOffers" />
        </div>
      </div>
    </Section>
  )
}
