import { css, cx } from 'styled-system/css'
import type { CompanyDetail } from '../../content/contact'
import { BreakableText } from './BreakableText'
import { standaloneLinkClass, textLinkClass } from './TextLink'

/** The company's facts as a description list: label, then value, links where the value is reachable. */
export function CompanyDetails({ heading, items }: { heading: string; items: readonly CompanyDetail[] }) {
  return (
    <div className={css({ p: { base: '5', md: '8' }, bg: 'bg', border: '1px solid', borderColor: 'border', borderRadius: 'xl' })}>
      <h3 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '5' })}>{heading}</h3>
      <dl className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' }, columnGap: '6' })}>
        {items.map((item) => (
          <div key={item.label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted', fontWeight: 'medium' })}>{item.label}</dt>
            <dd className={css({ fontWeight: 'semibold', overflowWrap: 'break-word', mb: { base: '2', sm: '0' } })}>
              {item.href ? (
                <a href={item.href} className={cx(textLinkClass, standaloneLinkClass)}>
                  <BreakableText text={item.value} />
                </a>
              ) : (
                item.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
