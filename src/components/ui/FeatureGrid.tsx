import { css } from 'styled-system/css'
import { Icon, type IconName } from './Icon'

/** A feature card: icon, title, description. */
export interface Feature {
  icon: IconName
  title: string
  description: string
}

export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(auto-fit, minmax(15rem, 1fr))' },
      })}
    >
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard {...feature} />
        </li>
      ))}
    </ul>
  )
}

function FeatureCard({ icon, title, description }: Feature) {
  return (
    <article
      className={css({
        h: 'full',
        p: '6',
        bg: 'bg',
        color: 'fg',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'xl',
        boxShadow: 'sm',
      })}
    >
      <span className={css({ display: 'inline-flex', p: '3', borderRadius: 'lg', bg: 'accent.soft', color: 'accent', mb: '4' })}>
        <Icon name={icon} />
      </span>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>{title}</h3>
      <p className={css({ color: 'fg.muted' })}>{description}</p>
    </article>
  )
}
