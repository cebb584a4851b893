import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { useSiteActor } from '../app/siteActor'
import { PageHero } from '../components/ui/PageHero'
import { authPageText } from '../content/authForm'
import { AuthForm } from '../flows/authForm/AuthForm'
import { useSession } from '../flows/session/useSession'
import { watchSession } from '../flows/session/watchSession'

/**
 * Sign-in and registration. Opening it starts watching the session, so a visitor who is already
 * signed in, or who signs in here, is sent to the front page without this page staying in the history.
 */
export function AuthPage() {
  const { start } = useSiteActor()
  const { signedIn } = useSession()
  const [, navigate] = useLocation()

  useEffect(() => {
    void start().then(watchSession)
  }, [start])

  useEffect(() => {
    if (signedIn) navigate('/', { replace: true })
  }, [signedIn, navigate])

  return (
    <>
      <PageHero title={authPageText.hero.title} lead={authPageText.hero.lead} eyebrow={authPageText.hero.eyebrow} />
      <div className={css({ px: { base: '5', md: '8' }, py: { base: '10', md: '16' } })}>
        <div
          className={css({
            maxW: 'md',
            mx: 'auto',
            bg: 'bg',
            borderRadius: '2xl',
            border: '1px solid',
            borderColor: 'border',
            boxShadow: 'lg',
            p: { base: '5', md: '8' },
          })}
        >
          <AuthForm />
        </div>
      </div>
    </>
  )
}
