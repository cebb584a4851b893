import { css, cx } from 'styled-system/css'
import { Icon, type IconName } from './Icon'

/** A feature card: icon, title, description. */
export interface Feature {
  icon: IconName
  title: string
  description: string
}

/** Columns on wide screens, chosen so that the last row is never one card alone (six: 3+3, five: 3+2). */
const wideColumns = {
  2: css({ lg: { gridTemplateColumns: 'repeat(2, 1fr)' } }),
  3: css({ lg: { gridTemplateColumns: 'repeat(3, 1fr)' } }),
  4: css({ lg: { gridTemplateColumns: 'repeat(4, 1fr)' } }),
}

function wideColumnCount(count: number): keyof typeof wideColumns {
  if (count <= 4) return Math.max(count, 2) as keyof typeof wideColumns
  return count % 4 === 0 || count % 3 === 1 ? 4 : 3
}

export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul
      className={cx(
        css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } }),
        wideColumns[wideColumnCount(features.length)],
      )}
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
        p: '5',
        bg: 'bg',
        color: 'fg',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'xl',
        boxShadow: 'sm',
        // On a phone the icon sits beside the title rather than above it, which saves a line per card.
        display: 'grid',
        gridTemplateColumns: { base: 'auto 1fr', sm: '1fr' },
        alignItems: 'center',
        columnGap: '4',
        alignContent: 'start',
      })}
    >
      <span
        className={css({
          display: 'inline-flex',
          w: 'fit',
          p: '3',
          borderRadius: 'lg',
          bg: 'accent.soft',
          color: 'accent',
          sm: { mb: '4' },
        })}
      >
        <Icon name={icon} />
      </span>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', sm: { mb: '2' } })}>{title}</h3>
      <p className={css({ color: 'fg.muted', gridColumn: '1 / -1', mt: { base: '3', sm: '0' } })}>{description}</p>
    </article>
  )
}
