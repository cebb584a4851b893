import { useEffect, useId, useRef } from 'react'
import { css } from 'styled-system/css'
import { recoveryRequestText } from '../../content/mailRequest'
import { MailRequestForm } from '../account/MailRequestForm'
import { textButtonClass } from './textButton'

/**
 * 'Glemt passord' in the /auth card, in place of the tabs: the address (the one typed for signing in,
 * if any) and 'Send lenke'. It takes the focus as it opens, since the button that opened it is gone.
 */
export function RecoveryPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '4' })}>
      <h2 id={id} ref={heading} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {recoveryRequestText.title}
      </h2>
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
