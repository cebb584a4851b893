import { createActor, fromPromise } from 'xstate'
import { cookieConsentMachine, type StoredConsent } from '../../../machines/cookieConsent.machine'
import { sessionMachine } from '../../../machines/session.machine'
import { siteMachine } from '../../../machines/site.machine'
import type { MachinePathSpec } from '../pathGeneration'

/** A session, never started: the site only keeps it. */
const session = createActor(sessionMachine, { input: { now: () => 0 } })

/** The site with no stored cookie choice: its consent flow waits for an answer (cookieConsent has paths of its own). */
const site = siteMachine.provide({
  actors: {
    cookieConsent: cookieConsentMachine.provide({ actors: { readConsent: fromPromise<StoredConsent | null, void>(async () => null) } }),
  },
})

export const sitePaths: MachinePathSpec<typeof siteMachine> = {
  name: 'site',
  machine: site,
  events: () => [{ type: 'session.started', session }],
  /** The site's state is whether it holds a session. */
  serializeState: (snapshot) => JSON.stringify(snapshot.context.session !== null),
  peers: [],
}
