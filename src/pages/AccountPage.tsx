import { useCallback, useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useSiteActor } from '../app/siteActor'
import { useActorValue } from '../app/useActorValue'
import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { accountText } from '../content/account'
import { AccountDeletionForm } from '../flows/account/AccountDeletionForm'
import { FormHeading } from '../flows/account/FormHeading'
import { PasswordChangeForm } from '../flows/account/PasswordChangeForm'
import { signInPathFor } from '../content/routeIndex'
import { hasSessionToCheck, watchSession } from '../flows/session/watchSession'
import { useSession } from '../flows/session/useSession'

type AccountState = 'checking' | 'signedIn' | 'signedOut' | 'recovering' | 'signingOutEverywhere'

const sectionClass = css({ display: 'grid', gap: '4', pt: '6', borderTop: '1px solid', borderColor: 'border' })

/**
 * /konto, 'Min konto': the signed-in user's address, 'Endre passord', 'Logg ut overalt' and 'Slett
 * kontoen'. A visitor who is not signed in is sent to /auth and brought back here after signing in; one
 * who signs out here, everywhere or by deleting the account, lands on the front page.
 */
export function AccountPage({ watch = watchSession }: { watch?: typeof watchSession }) {
  const { start, storage } = useSiteActor()
  const { auth } = useSession()
  const [, navigate] = useLocation()
  const state = useActorValue(
    auth,
    (snapshot): AccountState => {
      if (snapshot.matches('signedIn')) return 'signedIn'
      if (snapshot.matches('signingOutEverywhere')) return 'signingOutEverywhere'
      if (snapshot.matches('signedOut')) return 'signedOut'
      if (snapshot.matches('recovering')) return 'recovering'
      return 'checking'
    },
    null,
  )
  const email = useActorValue(auth, (snapshot) => snapshot.context.user?.email ?? '', '')
  const wasSignedIn = useRef(false)

  useEffect(() => {
    if (state === null && !hasSessionToCheck(storage, null)) navigate(signInPathFor('/konto'), { replace: true })
    else void start().then(watch)
  }, [state, storage, start, watch, navigate])

  useEffect(() => {
    if (state === 'signedIn') wasSignedIn.current = true
    if (state === 'signedOut') navigate(wasSignedIn.current ? '/' : signInPathFor('/konto'), { replace: true })
    if (state === 'recovering') navigate('/nytt-passord', { replace: true })
  }, [state, navigate])

  const leave = useCallback(() => navigate('/', { replace: true }), [navigate])
  const ready = (state === 'signedIn' || state === 'signingOutEverywhere') && email !== ''

  return (
    <>
      <PageHero title={accountText.title} lead={accountText.lead} eyebrow={accountText.eyebrow} />
      <FormCard>
        {ready ? (
          <>
            <dl>
              <dt className={css({ fontWeight: 'semibold' })}>{accountText.emailLabel}</dt>
              <dd className={css({ wordBreak: 'break-all' })}>{email}</dd>
            </dl>
            <section className={sectionClass}>
              <PasswordChangeForm email={email} />
            </section>
            <section aria-labelledby="sign-out-everywhere" className={sectionClass}>
              <FormHeading id="sign-out-everywhere">{accountText.signOutEverywhere.title}</FormHeading>
              <p>{accountText.signOutEverywhere.text}</p>
              <button
                type="button"
                aria-disabled={state === 'signingOutEverywhere'}
                onClick={() => auth?.send({ type: 'auth.signOutEverywhere' })}
                className={cx(button({ visual: 'outline' }), css({ w: 'full' }))}
              >
                {state === 'signingOutEverywhere' ? accountText.signOutEverywhere.submitting : accountText.signOutEverywhere.submit}
              </button>
            </section>
            <section className={sectionClass}>
              <AccountDeletionForm email={email} onDeleted={leave} />
            </section>
          </>
        ) : (
          <p role="status">{accountText.loading}</p>
        )}
      </FormCard>
    </>
  )
}
