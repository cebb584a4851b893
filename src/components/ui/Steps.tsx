import { css } from 'styled-system/css'

export interface Step {
  title: string
  text: string
}

/** Numbered steps of a process, side by side on wide screens. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(14rem, 1fr))' } })}>
      {steps.map((step, index) => (
        <li key={step.title} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
          <span
            aria-hidden="true"
            className={css({
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              w: '11',
              h: '11',
              borderRadius: 'full',
              bg: 'cta',
              color: 'cta.fg',
              fontWeight: 'extrabold',
              fontSize: 'lg',
            })}
          >
            {index + 1}
          </span>
          <div>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '1' })}>{step.title}</h3>
            <p className={css({ color: 'inherit', opacity: 0.9 })}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
