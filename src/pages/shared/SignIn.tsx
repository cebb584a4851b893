import { useCallback } from 'react'
import { FormCard } from '../../components/ui/FormCard'
import { PageHero } from '../../components/ui/PageHero'
import { authPageText } from '../../content/authForm'
import { useSiteActor } from '../../runtime/siteActor'
import { type SessionWatcher, watchSession } from '../../flows/session/watchSession'
import type { FormFlow } from '../../flows/shared/useFormFlow'
import { AuthForm } from '../../flows/authForm/AuthForm'
import type { AuthFormLogic } from '../../flows/authForm/authFormFlow'

export interface SignInProps {
  /** Where the form's flow comes from; tests pass one with a stand-in client. */
  loadFormFlow?: () => Promise<FormFlow<AuthFormLogic>>
  /** Starts watching the session; tests give the site flows with stand-in effects. */
  watch?: SessionWatcher
}

/**
 * 'Logg inn' and 'Registrer' under their hero, as /auth and a signed-out visit to /konto show them. The
 * session is watched from the form's first use, so a signed-out visitor's arrival loads neither the
 * session flows nor supabase-js.
 */
export function SignIn({ loadFormFlow, watch = watchSession }: SignInProps) {
  const { start } = useSiteActor()
  const watchOnFirstUse = useCallback(() => start().then(watch), [start, watch])
  return (
    <>
      <PageHero title={authPageText.hero.title} lead={authPageText.hero.lead} eyebrow={authPageText.hero.eyebrow} />
      <FormCard>
        <AuthForm loadFlow={loadFormFlow} onFirstUse={watchOnFirstUse} />
      </FormCard>
    </>
  )
}
