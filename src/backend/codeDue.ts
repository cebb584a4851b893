/** The parts of a Supabase user and session that tell whether a two-step code is still to come. */
interface UserWithFactors {
  factors?: readonly { status: string }[] | null
}

/** The `aal` claim of an access token the backend issued (`aal1` after a password, `aal2` after a code). */
function assuranceLevelOf(accessToken: string): unknown {
  try {
    const payload = accessToken.split('.')[1] ?? ''
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown }).aal
  } catch {
    return undefined
  }
}

/** Whether the account has two-step sign-in on and this session has not given its code yet. */
export function isCodeDue(user: UserWithFactors, accessToken: string): boolean {
  const twoStepOn = (user.factors ?? []).some((factor) => factor.status === 'verified')
  return twoStepOn && assuranceLevelOf(accessToken) !== 'aal2'
}
