import { css } from 'styled-system/css'
import type { Highlight } from '../../content/types'

/** Key figures and promises, the figure large and its explanation under it. */
export function HighlightList({ items }: { items: readonly Highlight[] }) {
  return (
    <ul className={css({ display: 'grid', gap: { base: '8', md: '6' }, gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
      {items.map((item) => (
        <li key={item.value} className={css({ borderTop: '3px solid', borderColor: 'accent.onDark', pt: '5' })}>
          <strong
            className={css({
              display: 'block',
              fontSize: { base: '3xl', md: '4xl' },
              fontWeight: 'extrabold',
              lineHeight: '1.1',
              color: 'accent.onDark',
            })}
          >
            {item.value}
          </strong>
          <span className={css({ display: 'block', mt: '2', fontSize: 'lg', color: 'fg.inverted' })}>{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
