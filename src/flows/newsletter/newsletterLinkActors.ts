import { fromPromise } from 'xstate'
import type { NewsletterLinkAnswer } from '../../../machines/newsletterLink.machine'

type NewsletterLinkFunction = 'confirm_newsletter_subscription' | 'leave_newsletter'

/** What the newsletter links need of a Supabase client: the backend's two functions, answered with their data or error. */
export interface NewsletterLinkBackend {
  rpc(fn: NewsletterLinkFunction, args: { token: string }): PromiseLike<{ data: unknown; error: unknown }>
}

/** The site's Supabase client, made (and supabase-js loaded) on first need. */
export type GetNewsletterLinkBackend = () => Promise<NewsletterLinkBackend>

/**
 * The newsletter link machine's effect for each page: one call of the backend's function with the
 * link's token. The confirmation answers with the leave link's new token, or null for a token it
 * refuses; leaving answers true or false. A failed request (network, backend down) rejects.
 */
export function createNewsletterLinkActors(getSupabase: GetNewsletterLinkBackend) {
  const spend = (fn: NewsletterLinkFunction, answerOf: (data: unknown) => NewsletterLinkAnswer) =>
    fromPromise<NewsletterLinkAnswer, { token: string }>(async ({ input }) => {
      const { data, error } = await (await getSupabase()).rpc(fn, { token: input.token })
      if (error) throw error
      return answerOf(data)
    })
  return {
    confirm: spend('confirm_newsletter_subscription', (data) =>
      typeof data === 'string' ? { taken: true, leaveToken: data } : { taken: false },
    ),
    leave: spend('leave_newsletter', (data) => ({ taken: data === true })),
  }
}

export type NewsletterLinkKind = keyof ReturnType<typeof createNewsletterLinkActors>
