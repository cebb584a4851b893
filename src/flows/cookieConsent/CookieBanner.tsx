import { useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { pageColumn } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { SiteLink } from '../../components/ui/SiteLink'
import { cookieConsentText } from '../../content/cookieConsent'
import { REOPEN_ATTRIBUTE } from './ReopenConsentButton'

/** The two answers the banner gives the consent flow. */
export type ConsentAnswer = 'consent.accept' | 'consent.decline'

/**
 * The cookie choice while none is stored, fixed at the bottom of the page (over the content, so
 * nothing moves), with two buttons of equal weight. It comes first in the focus order, after the skip
 * link, so a keyboard user meets the choice early; the page's scroll padding keeps every focused
 * element clear of it. Reopened from the footer, it takes the focus and gives it back after the
 * choice; on a first visit it leaves the focus where it is.
 */
const choiceButton = cx(button({ visual: 'primary' }), css({ px: '3', textAlign: 'center' }))

interface CookieBannerProps {
  answer: (type: ConsentAnswer) => void
  /** Measures the banner for the page's bottom scroll padding. */
  coverRef: (element: HTMLElement | null) => (() => void) | undefined
}

export default function CookieBanner({ answer, coverRef }: CookieBannerProps) {
  const firstButton = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const active = document.activeElement
    if (active instanceof HTMLElement && active.hasAttribute(REOPEN_ATTRIBUTE)) {
      returnFocusTo.current = active
      firstButton.current?.focus()
    }
  }, [])

  const choose = (type: ConsentAnswer) => {
    answer(type)
    returnFocusTo.current?.focus()
    returnFocusTo.current = null
  }

  return (
    <section
      ref={coverRef}
      aria-label={cookieConsentText.label}
      className={css({
        position: 'fixed',
        insetInline: '0',
        bottom: '0',
        zIndex: 'banner',
        bg: 'bg',
        color: 'fg',
        borderTop: '1px solid {colors.border}',
        boxShadow: '0 -8px 24px rgba(6, 24, 43, 0.12)',
      })}
    >
      <div
        className={pageColumn({
          py: '4',
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { base: 'stretch', md: 'center' },
          gap: { base: '3', md: '6' },
        })}
      >
        {/* The link on a line of its own keeps each text block smaller than the page's own lead, so the banner,
            painted after the script, never becomes the page's largest paint on a phone. */}
        <div className={css({ flex: 1, fontSize: 'sm' })}>
          <p>{cookieConsentText.text}</p>
          <SiteLink
            href={cookieConsentText.privacyLink.href}
            className={css({ display: 'inline-block', mt: '1', py: '0.5', color: 'accent', textDecoration: 'underline' })}
          >
            {cookieConsentText.privacyLink.label}
          </SiteLink>
        </div>
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', flexShrink: 0 })}>
          <button ref={firstButton} type="button" className={choiceButton} onClick={() => choose('consent.accept')}>
            {cookieConsentText.acceptAll}
          </button>
          <button type="button" className={choiceButton} onClick={() => choose('consent.decline')}>
            {cookieConsentText.necessaryOnly}
          </button>
        </div>
      </div>
    </section>
  )
}
