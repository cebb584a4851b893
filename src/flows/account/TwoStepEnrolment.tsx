import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { Enrolment } from '../../../machines/twoStepSetting.machine'
import { twoStepSettingText as texts } from '../../content/twoStepSetting'

const QR_SIZE = 192

/** The setup key in groups of four, as apps show and people copy it. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * What an authenticator app is set up from: the QR code, the setup key as text (its text alternative,
 * for someone who cannot scan), a button that copies the key, and the `otpauth://` link for an app on
 * this device.
 */
export function TwoStepEnrolment({ enrolment, leadId }: { enrolment: Enrolment; leadId: string }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  const copy = () =>
    navigator.clipboard.writeText(enrolment.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <div className={css({ display: 'grid', gap: '4', justifyItems: 'start' })}>
      <p id={leadId}>{texts.scanLead}</p>
      {/* On white, whatever the theme: apps read dark modules on a light ground. */}
      <img
        src={enrolment.qrCode}
        alt={texts.qrAlt}
        width={QR_SIZE}
        height={QR_SIZE}
        className={css({ bg: 'white', p: '2', borderRadius: 'md', border: '1px solid', borderColor: 'border' })}
      />
      <div className={css({ display: 'grid', gap: '2', w: 'full' })}>
        <p>{texts.keyLabel}</p>
        <code className={css({ fontFamily: 'mono', fontSize: 'lg', letterSpacing: 'wide', userSelect: 'all', overflowWrap: 'anywhere' })}>
          {groupedKey(enrolment.secret)}
        </code>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <button type="button" onClick={() => void copy()} className={button({ visual: 'outline' })}>
            {texts.copyKey}
          </button>
          <span role="status" className={css({ fontSize: 'sm' })}>
            {copied === null ? '' : copied ? texts.keyCopied : texts.keyNotCopied}
          </span>
        </div>
      </div>
      <a href={enrolment.otpauthUri} className={css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '3px' })}>
        {texts.openApp}
      </a>
    </div>
  )
}
