import { useId } from 'react'
import { css } from 'styled-system/css'
import { recoveryRequestText } from '../../content/mailRequest'
import { FormHeading } from '../shared/FormHeading'
import { MailRequestForm } from '../shared/mailRequest/MailRequestForm'
import { textButtonClass } from '../shared/textButton'

/**
 * 'Glemt passord' in the /auth card, in place of the tabs: the address (the one typed for signing in,
 * if any) and 'Send lenke'. It takes the focus as it opens, since the button that opened it is gone.
 */
export function RecoveryPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '4' })}>
      <FormHeading id={id} takeFocus>
        {recoveryRequestText.title}
      </FormHeading>
      <p>{recoveryRequestText.lead}</p>
      <MailRequestForm kind="recovery" email={email} withEmailField />
      <div>
        <button type="button" onClick={onBack} className={textButtonClass}>
          {recoveryRequestText.back}
        </button>
      </div>
    </section>
  )
}
