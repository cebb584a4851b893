import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import { onboardingText } from '../content/onboarding'
import { siteConfig } from '../site.config'

/** Sends the visitor straight on to registration, without keeping this page in the history. */
export function OnboardingPage() {
  useEffect(() => {
    window.location.replace(siteConfig.external.registration)
  }, [])
  return (
    <div className={container({ maxW: '2xl', px: '5', py: '24', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{onboardingText.title}</h1>
      <p className={css({ mt: '4', color: 'fg.muted' })}>
        {onboardingText.text}{' '}
        <a href={siteConfig.external.registration} className={css({ color: 'accent', textDecoration: 'underline' })}>
          {onboardingText.link}
        </a>
      </p>
    </div>
  )
}
