import { useCallback, useEffect } from 'react'
import { useLocation } from 'wouter'
import { useSiteActor } from '../runtime/siteActor'
import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { authPageText } from '../content/authForm'
import { returnPathFrom } from '../flows/account/returnPath'
import { AuthForm } from '../flows/authForm/AuthForm'
import type { AuthFormLogic } from '../flows/authForm/authFormFlow'
import { useSession } from '../runtime/useSession'
import { type SessionWatcher, watchSession } from '../flows/session/watchSession'
import type { FormFlow } from '../flows/shared/useFormFlow'

interface AuthPageProps {
  /** Where the form's flow comes from; tests pass one with a stand-in client. */
  loadFormFlow?: () => Promise<FormFlow<AuthFormLogic>>
  /** Starts watching the session; tests give the site flows with stand-in effects. */
  watch?: SessionWatcher
}

/**
 * Sign-in and registration. A visitor who is already signed in, or who signs in here, is sent to the
 * front page, or back to the page that asked them to sign in ('?neste=/konto'), without this page
 * staying in the history. The site watches a stored session, or one in
 * the address, from the start; for anyone else the session is watched from the form's first use, so
 * a signed-out visitor's arrival loads neither the session flows nor supabase-js.
 */
export function AuthPage({ loadFormFlow, watch = watchSession }: AuthPageProps) {
  const { start } = useSiteActor()
  const { signedIn } = useSession()
  const [, navigate] = useLocation()

  const watchOnFirstUse = useCallback(() => start().then(watch), [start, watch])

  useEffect(() => {
    if (signedIn) navigate(returnPathFrom(window.location.search), { replace: true })
  }, [signedIn, navigate])

  return (
    <>
      <PageHero title={authPageText.hero.title} lead={authPageText.hero.lead} eyebrow={authPageText.hero.eyebrow} />
      <FormCard>
        <AuthForm loadFlow={loadFormFlow} onFirstUse={watchOnFirstUse} />
      </FormCard>
    </>
  )
}
