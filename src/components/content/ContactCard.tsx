import { css, cx } from 'styled-system/css'
import type { ContactCard as ContactCardContent } from '../../content/contact'
import { Icon } from '../ui/Icon'
import { BreakableText } from './BreakableText'
import { standaloneLinkClass, textLinkClass } from './TextLink'

const valueClass = css({ mt: '4', fontStyle: 'normal', fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'break-word' })

/** One way to reach us: e-mail and phone as links, the postal address as an address. */
export function ContactCard({ card }: { card: ContactCardContent }) {
  return (
    <article
      className={css({ h: 'full', p: '6', bg: 'bg', border: '1px solid', borderColor: 'border', borderRadius: 'xl', boxShadow: 'sm' })}
    >
      <span className={css({ display: 'inline-flex', p: '3', borderRadius: 'lg', bg: 'accent.soft', color: 'accent', mb: '4' })}>
        <Icon name={card.icon} />
      </span>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>{card.title}</h3>
      <p className={css({ color: 'fg.muted' })}>{card.text}</p>
      {card.href ? (
        <p className={valueClass}>
          <a href={card.href} className={cx(textLinkClass, standaloneLinkClass)}>
            <BreakableText text={card.lines.join(' ')} />
          </a>
        </p>
      ) : (
        <address className={valueClass}>
          {card.lines.map((line) => (
            <span key={line} className={css({ display: 'block' })}>
              {line}
            </span>
          ))}
        </address>
      )}
    </article>
  )
}
