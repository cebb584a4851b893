import type { Actor } from 'xstate'
import type { siteMachine } from '../../machines/site.machine'

export type SiteActorRef = Actor<typeof siteMachine>

let started: Promise<SiteActorRef> | null = null

/**
 * Starts the site's root actor the first time a flow needs it, and gives the same actor after that.
 * The machines and the state-chart runtime are loaded then, not with the first page, so a visitor
 * who only reads pays nothing for them.
 */
export function startSiteActor(): Promise<SiteActorRef> {
  started ??= import('./createSiteActor').then((module) => module.createSiteActor())
  return started
}
