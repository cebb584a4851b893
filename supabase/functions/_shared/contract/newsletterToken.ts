const NEWSLETTER_TOKEN = /^[0-9a-f]{64}$/

/**
 * Whether a newsletter link's token has the form the database issues (64 lowercase hex characters);
 * the site's pages and the one-click leave refuse any other without asking the database.
 */
export function isNewsletterToken(token: string | null): token is string {
  return token !== null && NEWSLETTER_TOKEN.test(token)
}
