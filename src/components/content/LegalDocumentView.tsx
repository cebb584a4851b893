import { css, cx } from 'styled-system/css'
import { pageColumn } from 'styled-system/patterns'
import { legalDocumentText, type LegalDocument } from '../../content/legal'
import { PageHero } from '../ui/PageHero'
import { RichTextBlocks } from './RichTextBlocks'
import { textLinkClass } from './TextLink'

const tocLinkClass = css({ display: 'inline-flex', alignItems: 'center', minHeight: '11' })
const sectionHeadingClass = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: '1.25', mb: '4' })

/** A long legal text: its date, a table of contents, and one section per heading. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { hero, lastUpdated, sections } = document
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} eyebrow={hero.eyebrow} />
      <div className={pageColumn({ py: { base: '10', md: '16' }, fontSize: { base: 'md', md: 'lg' }, '& > *': { maxW: '3xl' } })}>
        <p className={css({ color: 'fg.muted' })}>
          {legalDocumentText.lastUpdated} <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
        <nav
          aria-labelledby="innhold"
          className={css({
            mt: '8',
            p: { base: '5', md: '6' },
            bg: 'bg.subtle',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'xl',
          })}
        >
          <h2 id="innhold" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
            {legalDocumentText.tableOfContents}
          </h2>
          <ul className={css({ display: 'grid', gap: '1' })}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={cx(textLinkClass, tocLinkClass)}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-tittel`}
            className={css({ mt: { base: '10', md: '14' } })}
          >
            <h2 id={`${section.id}-tittel`} className={sectionHeadingClass}>
              {section.heading}
            </h2>
            <RichTextBlocks blocks={section.blocks} />
          </section>
        ))}
      </div>
    </>
  )
}
