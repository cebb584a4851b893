import { useState } from 'react'
import { css } from 'styled-system/css'
import { faqEntries, faqFilters, faqText, type FaqFilter } from '../../content/faq'
import { ButtonLink } from '../ui/ButtonLink'
import { Icon } from '../ui/Icon'
import { Section } from '../ui/Section'

const filterButtonClass = css({
  minHeight: '11',
  px: '4',
  borderRadius: 'full',
  border: '2px solid',
  borderColor: 'border.strong',
  bg: 'bg',
  color: 'fg',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { borderColor: 'accent' },
  '&[aria-pressed=true]': { bg: 'accent', borderColor: 'accent', color: 'fg.inverted' },
})

/**
 * Questions and answers with a filter by topic. Each answer is a native disclosure, so several can
 * be open at once, and the list works before any script has run.
 */
export function Faq() {
  const [filter, setFilter] = useState<FaqFilter>('all')
  const shown = (category: FaqFilter) => filter === 'all' || category === filter
  return (
    <Section id="faq" title={faqText.heading} intro={faqText.intro}>
      <div
        role="group"
        aria-label={faqText.filterLabel}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: { base: '6', md: '8' } })}
      >
        {faqFilters.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className={filterButtonClass}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className={css({ display: 'grid', gap: '3', maxW: '4xl' })}>
        {/* Every entry stays in the page, hidden when filtered out: a filter changes attributes, it builds nothing anew. */}
        {faqEntries.map((entry) => (
          <details
            key={entry.question}
            hidden={!shown(entry.category)}
            className={css({
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'xl',
              bg: 'bg',
              '&[open] [data-chevron]': { transform: 'rotate(180deg)' },
            })}
          >
            <summary
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '4',
                minHeight: '14',
                px: '5',
                py: '3',
                fontWeight: 'semibold',
                fontSize: { base: 'md', md: 'lg' },
                cursor: 'pointer',
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
              })}
            >
              {entry.question}
              <span data-chevron className={css({ flexShrink: 0, color: 'accent', transition: 'transform 200ms' })}>
                <Icon name="chevron" />
              </span>
            </summary>
            <p className={css({ px: '5', pb: '5', color: 'fg.muted' })}>{entry.answer}</p>
          </details>
        ))}
      </div>
      <div className={css({ mt: '10', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
        <p className={css({ fontSize: 'lg' })}>{faqText.contactPrompt}</p>
        <ButtonLink href={faqText.contactLink.href} visual="primary">
          {faqText.contactLink.label}
        </ButtonLink>
      </div>
    </Section>
  )
}
