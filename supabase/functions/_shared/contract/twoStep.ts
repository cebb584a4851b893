/**
 * Whether a session still owes its two-step code, as the site's sign-in and the delete-account function
 * both ask it. It imports nothing, so it runs unchanged in Deno, Node and the browser.
 */

/** The part of a Supabase user that tells whether two-step sign-in is on. */
interface UserWithFactors {
  factors?: readonly { status: string }[] | null
}

/** The claims of an access token the backend issued, read without checking it (the backend checks it on use); none if unreadable. */
export function claimsOf(accessToken: string): Record<string, unknown> {
  try {
    const payload = accessToken.split('.')[1] ?? ''
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** The `aal` claim: `aal1` after a password, `aal2` after a code. */
const assuranceLevelOf = (accessToken: string) => claimsOf(accessToken).aal

/** Whether the account has two-step sign-in on: a verified factor (a setup not yet finished has an unverified one). */
export function hasTwoStep(user: UserWithFactors): boolean {
  return (user.factors ?? []).some((factor) => factor.status === 'verified')
}

/** Whether the account has two-step sign-in on and this session has not given its code yet. */
export function isCodeDue(user: UserWithFactors, accessToken: string): boolean {
  return hasTwoStep(user) && assuranceLevelOf(accessToken) !== 'aal2'
}
