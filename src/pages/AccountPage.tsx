import { useCallback, useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useSiteActor } from '../runtime/siteActor'
import { useSelector } from '@xstate/react'
import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { accountText } from '../content/account'
import { AccountDeletionForm } from '../flows/account/AccountDeletionForm'
import { FormHeading } from '../flows/shared/FormHeading'
import { ScriptRequiredNotice } from '../flows/shared/ScriptRequiredNotice'
import { PasswordChangeForm } from '../flows/account/PasswordChangeForm'
import { signInPathFor } from '../content/signInPath'
import { hasSessionToCheck, type SessionWatcher, watchSession } from '../flows/session/watchSession'
import { useSessionFlow } from '../runtime/useSession'

type AccountState = 'checking' | 'signedIn' | 'signedOut' | 'recovering' | 'signingOutEverywhere'

// Without script no session can be checked and no form sent: only the notice shows.
const needsScriptClass = css({ '@media (scripting: none)': { display: 'none' } })

const sectionClass = css({ display: 'grid', gap: '4', pt: '6', borderTop: '1px solid', borderColor: 'border' })

/**
 * /konto, 'Min konto': the signed-in user's address, 'Endre passord', 'Logg ut overalt' and 'Slett
 * kontoen'. A visitor who is not signed in is sent to /auth and brought back here after signing in (one with
 * no stored session by the prerendered page itself, before it paints: build/prerender/signInFirst.ts); one
 * who signs out here, everywhere or by deleting the account, lands on the front page.
 */
interface AccountPageProps {
  /** Starts watching the session; tests give stand-in flows. */
  watch?: SessionWatcher
  /**
   * How a visitor without any session leaves for /auth: a new page load, which starts before this page
   * has moved anything (a route change would lay /auth out over it, which shows as a layout shift).
   */
  leaveForSignIn?: (path: string) => void
}

const loadPage = (path: string) => window.location.replace(path)

export function AccountPage({ watch = watchSession, leaveForSignIn = loadPage }: AccountPageProps) {
  const { withSite, storage } = useSiteActor()
  const auth = useSessionFlow('auth')
  const [, navigate] = useLocation()
  const state = useSelector(auth, (snapshot): AccountState | null => {
    if (!snapshot) return null

    if (snapshot.matches('signedIn')) return 'signedIn'
    if (snapshot.matches('signingOutEverywhere')) return 'signingOutEverywhere'
    if (snapshot.matches('signedOut')) return 'signedOut'
    if (snapshot.matches('recovering')) return 'recovering'
    return 'checking'
  })
  const email = useSelector(auth, (snapshot) => (snapshot ? (snapshot.context.user?.email ?? '') : ''))
  const wasSignedIn = useRef(false)

  // Once, on arrival: the session is watched from then on, and a later sign-out is handled below.
  const watching = state !== null
  useEffect(() => {
    if (watching) return
    if (hasSessionToCheck(storage, null)) withSite(watch)
    else leaveForSignIn(signInPathFor('/konto'))
  }, [watching, storage, withSite, watch, leaveForSignIn])

  useEffect(() => {
    if (state === 'signedIn') wasSignedIn.current = true
    if (state === 'signedOut') navigate(wasSignedIn.current ? '/' : signInPathFor('/konto'), { replace: true })
    if (state === 'recovering') navigate('/nytt-passord', { replace: true })
  }, [state, navigate])

  const leaveForHome = useCallback(() => navigate('/', { replace: true }), [navigate])
  const ready = (state === 'signedIn' || state === 'signingOutEverywhere') && email !== ''

  return (
    <>
      <PageHero title={accountText.title} lead={accountText.lead} eyebrow={accountText.eyebrow} />
      <FormCard>
        <ScriptRequiredNotice text={accountText.scriptRequired} />
        <dl className={needsScriptClass}>
          <dt className={css({ fontWeight: 'semibold' })}>{accountText.emailLabel}</dt>
          <dd role={ready ? undefined : 'status'} className={css({ wordBreak: 'break-all' })}>
            {ready ? email : accountText.loading}
          </dd>
        </dl>
        {/* Laid out from the first paint, so nothing moves once the session is confirmed; usable from then on. */}
        <div inert={!ready} className={cx(css({ display: 'grid', gap: '6' }), needsScriptClass)}>
          <section className={sectionClass}>
            <PasswordChangeForm key={email} email={email} />
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
            <AccountDeletionForm key={email} email={email} onDeleted={leaveForHome} />
          </section>
        </div>
      </FormCard>
    </>
  )
}
