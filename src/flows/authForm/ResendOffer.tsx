import { css } from 'styled-system/css'
import { authPageText } from '../../content/authForm'
import { MailRequestForm } from '../shared/mailRequest/MailRequestForm'

/** 'Send bekreftelsen på nytt' under the /auth form, for the address just signed up or refused as unconfirmed. */
export function ResendOffer({ email }: { email: string }) {
  return (
    <div className={css({ display: 'grid', gap: '3', mt: '6', pt: '6', borderTop: '1px solid', borderColor: 'border' })}>
      <p>{authPageText.resendHint}</p>
      <MailRequestForm kind="confirmation" email={email} withEmailField={false} />
    </div>
  )
}
