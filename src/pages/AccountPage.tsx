import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { useSelector } from '@xstate/react'
import { MAIN_CONTENT_ID } from '../components/layout/SkipLink'
import { AccountSections } from '../flows/account/AccountSections'
import { SignIn, type SignInProps } from './shared/SignIn'
import { hasSessionToCheck, watchSession } from '../flows/session/watchSession'
import { useSiteActor } from '../runtime/siteActor'
import { useInBrowser } from '../runtime/useInBrowser'
import { useSessionFlow } from '../runtime/useSession'

type AccountState = 'checking' | 'signedIn' | 'signedOut' | 'recovering' | 'awaitingCode' | 'signingOutEverywhere'
type View = 'signIn' | 'account'

// The prerendered page holds both views; until it hydrates, the mark that the head's check sets on <html> when a
// session is stored (build/prerender/storedSessionMark.ts) shows one, so neither waits for script or moves.
const signInBeforeScript = css({ '[data-stored-session] &': { display: 'none' } })
const accountBeforeScript = css({ 'html:not([data-stored-session]) &': { display: 'none' } })

/**
 * /konto, 'Min konto': the signed-in user's address and forms (AccountSections). A visitor who is not
 * signed in gets 'Logg inn' and 'Registrer' here, from the first paint, and the account in their place
 * once signed in. One who signs out here, everywhere or by deleting the account, lands on the front page.
 */
export function AccountPage({ loadFormFlow, watch = watchSession }: SignInProps) {
  const { withSite, storage } = useSiteActor()
  const auth = useSessionFlow('auth')
  const [, navigate] = useLocation()
  const inBrowser = useInBrowser()
  const state = useSelector(auth, (snapshot): AccountState | null => {
    if (!snapshot) return null

    if (snapshot.matches('signedIn')) return 'signedIn'
    if (snapshot.matches('signingOutEverywhere')) return 'signingOutEverywhere'
    if (snapshot.matches('signedOut')) return 'signedOut'
    if (snapshot.matches('recovering')) return 'recovering'
    if (snapshot.matches('awaitingCode')) return 'awaitingCode'
    return 'checking'
  })
  const email = useSelector(auth, (snapshot) => (snapshot ? (snapshot.context.user?.email ?? '') : ''))
  const twoStep = useSelector(auth, (snapshot) => snapshot?.context.user?.twoStep === true)
  // Set while rendering, as React advises for what follows from earlier renders: the view depends on it.
  const [wasSignedIn, setWasSignedIn] = useState(false)
  if (state === 'signedIn' && !wasSignedIn) setWasSignedIn(true)
  const sessionStored = useMemo(() => inBrowser && hasSessionToCheck(storage, null), [inBrowser, storage])

  // A stored session is checked on arrival; without one the session is watched from the sign-in form's first use.
  const watching = state !== null
  useEffect(() => {
    if (!watching && sessionStored) withSite(watch)
  }, [watching, sessionStored, withSite, watch])

  useEffect(() => {
    if (state === 'signedOut' && wasSignedIn) navigate('/', { replace: true })
    if (state === 'recovering') navigate('/nytt-passord', { replace: true })
  }, [state, wasSignedIn, navigate])

  const signedIn = state === 'signedIn' || state === 'signingOutEverywhere'
  const view = inBrowser ? viewFor(state, signedIn, sessionStored, wasSignedIn) : null
  useFocusOnViewChange(view)

  const leaveForHome = useCallback(() => navigate('/', { replace: true }), [navigate])

  return (
    <>
      {view !== 'account' && (
        <div className={view === null ? signInBeforeScript : undefined}>
          <SignIn loadFormFlow={loadFormFlow} watch={watch} />
        </div>
      )}
      {view !== 'signIn' && (
        <div className={view === null ? accountBeforeScript : undefined}>
          <AccountSections
            email={signedIn ? email : ''}
            twoStep={twoStep}
            signingOutEverywhere={state === 'signingOutEverywhere'}
            onSignOutEverywhere={() => auth?.send({ type: 'auth.signOutEverywhere' })}
            onDeleted={leaveForHome}
          />
        </div>
      )}
    </>
  )
}

/** The account while a session is or may be there (a stored one being checked, or one just ended here); else sign-in. */
function viewFor(state: AccountState | null, signedIn: boolean, sessionStored: boolean, wasSignedIn: boolean): View {
  if (signedIn) return 'account'
  if (state === 'signedOut') return wasSignedIn ? 'account' : 'signIn'
  // A recovery goes on to /nytt-passord; a session still owing its two-step code is asked for it in the sign-in card.
  if (state === 'recovering' || state === 'awaitingCode') return 'signIn'
  return sessionStored ? 'account' : 'signIn'
}

/** When one view takes the other's place (a sign-in here, or a stored session found ended), the visitor starts at its top. */
function useFocusOnViewChange(view: View | null) {
  const previous = useRef(view)
  useEffect(() => {
    const changed = previous.current !== null && previous.current !== view
    previous.current = view
    if (!changed) return
    window.scrollTo(0, 0)
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }, [view])
}
