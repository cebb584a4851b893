import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { returnPathFrom } from '../flows/account/returnPath'
import { SignIn, type SignInProps } from './shared/SignIn'
import { useSession } from '../runtime/useSession'

/**
 * Sign-in and registration. A visitor who is already signed in, or who signs in here, is sent to the
 * front page, or back to the page named in the address ('?neste=/konto'), without this page staying in
 * the history. The site watches a stored session, or one in the address, from the start.
 */
export function AuthPage(props: SignInProps) {
  const { signedIn } = useSession()
  const [, navigate] = useLocation()

  useEffect(() => {
    if (signedIn) navigate(returnPathFrom(window.location.search), { replace: true })
  }, [signedIn, navigate])

  return <SignIn {...props} />
}
