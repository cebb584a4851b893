import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { TeamCard } from '../components/content/TeamCard'
import { ButtonLink } from '../components/ui/ButtonLink'
import { FeatureGrid } from '../components/ui/FeatureGrid'
import { Icon } from '../components/ui/Icon'
import { PageHero } from '../components/ui/PageHero'
import { Section } from '../components/ui/Section'
import { aboutContent } from '../content/about'

export function AboutPage() {
  const { hero, history, team, approach } = aboutContent
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} eyebrow={hero.eyebrow}>
        <ButtonLink href={hero.join.href} visual="cta" size="lg" newTab>
          {hero.join.label}
          <Icon name="external" width={20} height={20} />
          <span className={visuallyHidden()}>{hero.opensInNewTab}</span>
        </ButtonLink>
      </PageHero>
      <Section title={history.heading}>
        <div className={css({ maxW: '3xl', display: 'grid', gap: '4', fontSize: 'lg' })}>
          {history.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title={team.heading} intro={team.intro} tone="subtle">
        <ul
          className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } })}
        >
          {team.members.map((member) => (
            <li key={member.profileUrl}>
              <TeamCard member={member} profileLinkLabel={team.profileLinkLabel(member.name)} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={approach.heading} intro={approach.intro}>
        <FeatureGrid features={approach.features} />
        <div className={css({ mt: '10' })}>
          <ButtonLink href={approach.action.href} visual="cta" size="lg">
            {approach.action.label}
            <Icon name="arrow" width={20} height={20} />
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
