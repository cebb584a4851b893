import { useId, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { pageColumn } from 'styled-system/patterns'
import { useFadeIn } from './useFadeIn'

type Tone = 'plain' | 'subtle' | 'brand'

interface SectionProps {
  title: string
  /** A short line above the heading. */
  eyebrow?: string
  intro?: string
  tone?: Tone
  id?: string
  children?: ReactNode
}

const toneClass: Record<Tone, string> = {
  plain: css({ bg: 'bg' }),
  subtle: css({ bg: 'bg.subtle' }),
  brand: css({ bg: 'brand', color: 'fg.inverted' }),
}

const fadeClass = css({
  transition: 'opacity 600ms ease-out, transform 600ms ease-out',
  '&[data-fade=hidden]': { opacity: 0, transform: 'translateY(24px)' },
})

/** A page section with its own heading, fading in when it scrolls into view. */
export function Section({ title, eyebrow, intro, tone = 'plain', id, children }: SectionProps) {
  const headingId = useId()
  const fadeRef = useFadeIn<HTMLDivElement>()
  return (
    <section id={id} aria-labelledby={headingId} className={cx(toneClass[tone], css({ py: { base: '10', md: '20' } }))}>
      <div ref={fadeRef} className={cx(pageColumn(), fadeClass)}>
        <header className={css({ maxW: '3xl', mb: { base: '6', md: '10' } })}>
          {eyebrow && (
            <p
              className={css({
                fontSize: 'sm',
                fontWeight: 'bold',
                letterSpacing: 'wider',
                textTransform: 'uppercase',
                color: tone === 'brand' ? 'accent.onDark' : 'accent',
                mb: '2',
              })}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold', lineHeight: '1.2' })}>
            {title}
          </h2>
          {intro && <p className={css({ mt: '4', fontSize: 'lg', color: tone === 'brand' ? 'navy.100' : 'fg.muted' })}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  )
}
