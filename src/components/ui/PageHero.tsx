import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { pageColumn } from 'styled-system/patterns'
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
        className={pageColumn({
          pt: { base: '12', md: '20' },
          pb: { base: '20', md: '28' },
          display: 'grid',
          gap: '10',
          // minmax(0, …): a column never grows past the screen to fit a long word; the word wraps instead.
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: illustration ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
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
          <h1
            className={css({
              fontSize: { base: 'clamp(1.5rem, 7.5vw, 1.875rem)', md: '5xl' },
              fontWeight: 'extrabold',
              lineHeight: '1.1',
              letterSpacing: 'tight',
              // A long compound ('Personvernerklæring') is hyphenated, or broken, rather than cut off on a narrow phone;
              // a short word never is ('rik-tig'): an engine that cannot tell them apart does not hyphenate at all.
              hyphens: 'auto',
              hyphenateLimitChars: '10 5 5',
              overflowWrap: 'break-word',
              '@supports not (hyphenate-limit-chars: 10 5 5)': { hyphens: 'manual' },
            })}
          >
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
