import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/SiteLink'
import type { LinkedSentence } from '../../content/mailLink'

export const answerLinkClass = css({ color: 'accent', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '3px' })

/** A sentence with a link inside it, e.g. the way on from a link that cannot be used; `unlinked` sets it as it looks, without the link. */
export function LinkedText({ sentence, unlinked = false }: { sentence: LinkedSentence; unlinked?: boolean }) {
  return (
    <p>
      {sentence.before}
      {unlinked ? (
        <span className={answerLinkClass}>{sentence.link.label}</span>
      ) : (
        <SiteLink href={sentence.link.href} className={answerLinkClass}>
          {sentence.link.label}
        </SiteLink>
      )}
      {sentence.after}
    </p>
  )
}
