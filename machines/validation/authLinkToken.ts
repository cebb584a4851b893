/** GoTrue's token hash: the SHA-224 of the address and the mailed code, in hex, with `pkce_` before it in the PKCE flow. */
const AUTH_LINK_TOKEN = /^(pkce_)?[0-9a-f]{56}$/

/**
 * Whether a sign-up or recovery link's `token_hash` has the form the auth server writes into its mails
 * (supabase/templates/); any other (cut short, altered by hand) is refused without asking it.
 */
export function isAuthLinkToken(token: string | null): token is string {
  return token !== null && AUTH_LINK_TOKEN.test(token)
}
