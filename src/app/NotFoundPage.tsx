import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import { NOT_FOUND_TOAST_DELAY_MS, NOT_FOUND_TOAST_DURATION_MS, notFoundText } from '../content/notFound'
import { useSiteActor } from '../runtime/siteActor'
import { useShowToast } from '../components/toast/useToasts'
import { ButtonLink } from '../components/ui/ButtonLink'
import { Icon } from '../components/ui/Icon'

export function NotFoundPage() {
  const showToast = useShowToast()
  const { withSite } = useSiteActor()
  useEffect(() => {
    // The toast queue loads now, so the toast shows on time rather than when its code arrives.
    withSite()
    const timer = setTimeout(
      () =>
        showToast({
          title: notFoundText.toastTitle,
          message: notFoundText.toastMessage,
          type: 'warning',
          duration: NOT_FOUND_TOAST_DURATION_MS,
          href: '/',
        }),
      NOT_FOUND_TOAST_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [showToast, withSite])

  return (
    <div className={container({ maxW: '2xl', px: '5', py: { base: '16', md: '28' }, textAlign: 'center' })}>
      <span className={css({ display: 'inline-flex', p: '4', borderRadius: 'full', bg: 'accent.soft', color: 'accent', mb: '6' })}>
        <Icon name="anchor" width={40} height={40} />
      </span>
      <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: '1.1' })}>{notFoundText.title}</h1>
      <p className={css({ mt: '4', fontSize: 'lg', color: 'fg.muted' })}>{notFoundText.text}</p>
      <div className={css({ mt: '8' })}>
        <ButtonLink href="/" visual="primary" size="lg">
          {notFoundText.homeButton}
        </ButtonLink>
      </div>
    </div>
  )
}
