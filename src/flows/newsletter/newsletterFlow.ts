import { newsletterMachine } from '../../../machines/newsletter.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { browserIsOnline, loadToastsAhead } from '../shared/unlessOffline'
import type { FormFlow } from '../shared/useFormFlow'
import { createNewsletterActors } from './newsletterActors'

/**
 * The newsletter flow with its real effects. This module loads when the form is first used, so the
 * machine and its actors are not part of the page; supabase-js itself loads on the first sign-up.
 */
export function newsletterFlow(): FormFlow<typeof newsletterMachine> {
  loadToastsAhead()
  return {
    logic: newsletterMachine.provide({ actors: createNewsletterActors({ getSupabase, isOnline: browserIsOnline }) }),
    input: undefined,
  }
}
