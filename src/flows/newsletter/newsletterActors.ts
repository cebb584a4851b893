import { fromPromise } from 'xstate'
import type { SubscribeFailure } from '../../../machines/newsletter.machine'
import { unlessOffline } from '../shared/unlessOffline'

/** What the sign-up needs of a Supabase client: an insert into `newsletter_subscriptions`, answered with its error. */
export interface NewsletterBackend {
  from(table: 'newsletter_subscriptions'): {
    insert(row: { email: string }): PromiseLike<{ error: { code: string; message: string } | null }>
  }
}

export interface NewsletterDependencies {
  /** The site's Supabase client, made (and supabase-js loaded) on first need. */
  getSupabase: () => Promise<NewsletterBackend>
  isOnline: () => boolean
}

/**
 * The newsletter machine's effect: one insert of the address. Visitors may insert into the table but
 * not read it, so the row is not asked back (no `.select()`); a duplicate is the unique index's 23505.
 * Offline, nothing is sent. See docs/decisions.md, 'Newsletter messages'.
 */
export function createNewsletterActors({ getSupabase, isOnline }: NewsletterDependencies) {
  return {
    subscribe: fromPromise<void, { email: string }>(({ input }) =>
      unlessOffline(isOnline, async () => {
        const supabase = await getSupabase()
        // A failed request (backend down, network away) comes back as an error too, with an empty code.
        const { error } = await supabase.from('newsletter_subscriptions').insert({ email: input.email })
        if (error) throw { code: error.code, message: error.message } satisfies SubscribeFailure
      }),
    ),
  }
}
