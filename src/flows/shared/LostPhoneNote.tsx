import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/SiteLink'
import { secondStepText } from '../../content/twoStep'

/** What someone who asked for the two-step code but lost the phone does: write to us from the contact form. */
export function LostPhoneNote() {
  return (
    <div>
      <h3 className={css({ fontWeight: 'semibold' })}>{secondStepText.lostPhoneTitle}</h3>
      <p>
        {secondStepText.lostPhone}{' '}
        <SiteLink href="/kontakt" className={css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '3px' })}>
          {secondStepText.contactLink}
        </SiteLink>
      </p>
    </div>
  )
}
