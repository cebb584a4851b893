import { newsletterLinkMachine } from '../../../machines/newsletterLink.machine'
import { getSupabase } from '../../backend/supabaseClient'
import type { FormFlow } from '../shared/useFormFlow'
import { createNewsletterLinkActors, type NewsletterLinkKind } from './newsletterLinkActors'

/**
 * The flow of a newsletter link's page with its real effect. This module loads on the page's button
 * press, not with the page; supabase-js loads with the call it makes.
 */
export function newsletterLinkFlow(kind: NewsletterLinkKind, token: string | null): FormFlow<typeof newsletterLinkMachine> {
  const spendLink = createNewsletterLinkActors(getSupabase)[kind]
  return { logic: newsletterLinkMachine.provide({ actors: { spendLink } }), input: { token } }
}
