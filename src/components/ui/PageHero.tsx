import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import { buttonRowClass } from './buttonRow'
import { WaveDivider } from './WaveDivider'

interface PageHeroProps {
  title: string
  lead: string
  eyebrow?: string
  /** Buttons or links under the lead. */
  children?: ReactNode
  /** An illustration beside the text on wide screens. */
  illustration?: ReactNode
}

/** The top of a page: the page's one `<h1>`, a lead and its calls to action on deep navy. */
export function PageHero({ title, lead, eyebrow, children, illustration }: PageHeroProps) {
  return (
    <div className={css({ position: 'relative', bg: 'brand', color: 'fg.inverted', overflow: 'hidden' })}>
      <div
        className={container({
          maxW: '6xl',
          px: { base: '5', md: '8' },
          pt: { base: '12', md: '20' },
          pb: { base: '20', md: '28' },
          display: 'grid',
          gap: '10',
          gridTemplateColumns: { base: '1fr', lg: illustration ? '3fr 2fr' : '1fr' },
          alignItems: 'center',
        })}
      >
        <div className={css({ maxW: '3xl' })}>
          {eyebrow && (
            <p
              className={css({
                fontWeight: 'bold',
                letterSpacing: 'wider',
                textTransform: 'uppercase',
                fontSize: 'sm',
                color: 'accent.onDark',
                mb: '3',
              })}
            >
              {eyebrow}
            </p>
          )}
          <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: '1.1', letterSpacing: 'tight' })}>
            {title}
          </h1>
          <p className={css({ mt: '5', fontSize: { base: 'lg', md: 'xl' }, color: 'navy.100', maxW: '2xl' })}>{lead}</p>
          {children && <div className={cx(buttonRowClass, css({ mt: '8' }))}>{children}</div>}
        </div>
        {illustration && <div className={css({ display: { base: 'none', lg: 'block' } })}>{illustration}</div>}
      </div>
      <WaveDivider />
    </div>
  )
}
