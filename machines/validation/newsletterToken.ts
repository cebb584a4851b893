const NEWSLETTER_TOKEN = /^[0-9a-f]{64}$/

/**
 * Whether a newsletter link's token has the form the backend issues (64 lowercase hex characters);
 * any other is refused without asking the backend.
 */
export function isNewsletterToken(token: string | null): token is string {
  return token !== null && NEWSLETTER_TOKEN.test(token)
}
