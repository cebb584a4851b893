import { useId } from 'react'
import { css } from 'styled-system/css'
import { brokenLinkText } from '../../content/mailRequest'
import { FormHeading } from '../shared/FormHeading'
import { MailRequestForm, type MailRequestLoader } from '../shared/mailRequest/MailRequestForm'
import type { MailKind } from '../shared/mailRequest/mailRequestFlow'

/**
 * What a mail link that is expired, used, altered or without its token opens: a plain answer, and a
 * form that sends a new link. Its heading takes the focus when it replaces a form the visitor used.
 */
export function BrokenLink({ kind, takeFocus, loadFlow }: { kind: MailKind; takeFocus: boolean; loadFlow?: MailRequestLoader }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '4' })}>
      <FormHeading id={id} takeFocus={takeFocus}>
        {brokenLinkText.title}
      </FormHeading>
      {/* Two short paragraphs: neither outgrows the page's lead, which stays its largest paint. */}
      <p>{brokenLinkText[kind]}</p>
      <p>{brokenLinkText.askAgain}</p>
      <MailRequestForm kind={kind} withEmailField loadFlow={loadFlow} />
    </section>
  )
}
