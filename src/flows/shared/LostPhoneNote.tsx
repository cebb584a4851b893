import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/SiteLink'
import { twoStepCodeText } from '../../content/twoStepCode'

/** What someone who asked for the two-step code but lost the phone does: write to us from the contact form. */
export function LostPhoneNote() {
  return (
    <div>
      <h3 className={css({ fontWeight: 'semibold' })}>{twoStepCodeText.lostPhoneTitle}</h3>
      <p>
        {twoStepCodeText.lostPhone}{' '}
        <SiteLink href="/kontakt" className={css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '3px' })}>
          {twoStepCodeText.contactLink}
        </SiteLink>
      </p>
    </div>
  )
}
