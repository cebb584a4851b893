import type { StatelyInspectionEvent } from '@statelyai/inspect'

/** How many of an actor's latest events the page keeps. */
export const EVENTS_KEPT = 8

export interface ReceivedEvent {
  /** Its place among all events received, which keys it. */
  order: number
  type: string
  /** The event without its type, as the site sent it (secrets redacted there). */
  payload: Record<string, unknown>
  /** The actor that sent it, by name; undefined when it came from outside the actors (a view). */
  sender?: string
}

export interface InspectedActor {
  sessionId: string
  /** Its id in the system, e.g. `cookieConsent`, or its machine's id for a root actor. */
  name: string
  /** The id of the machine it runs; undefined for promise, callback and other actors. */
  machineId?: string
  /** A machine's current state value, e.g. `{ ready: 'idle' }`. */
  value?: unknown
  /** Newest first, at most {@link EVENTS_KEPT}. */
  events: ReceivedEvent[]
}

/** What the page knows: the running actors in the order they started, and how many events came. */
export interface Inspection {
  actors: ReadonlyMap<string, InspectedActor>
  received: number
}

export const emptyInspection: Inspection = { actors: new Map(), received: 0 }

/** The inspection after one more inspection event; an actor leaves it once it is done, failed or stopped. */
export function recordInspection(inspection: Inspection, event: StatelyInspectionEvent): Inspection {
  const { actors } = inspection
  const received = inspection.received + 1
  const actor = actors.get(event.sessionId)
  switch (event.type) {
    case '@xstate.actor': {
      const { snapshot } = event
      if (snapshot.status !== 'active') return { actors, received }
      // Only a machine's snapshot has a state value; its definition then names the machine.
      const machineId = 'value' in snapshot ? (JSON.parse(event.definition ?? '{}') as { id?: string }).id : undefined
      return {
        actors: withActor(actors, { sessionId: event.sessionId, name: event.name, machineId, value: snapshot.value, events: [] }),
        received,
      }
    }
    case '@xstate.snapshot':
      if (!actor) return { actors, received }
      if (event.snapshot.status !== 'active') return { actors: withoutActor(actors, event.sessionId), received }
      return { actors: withActor(actors, { ...actor, value: (event.snapshot as { value?: unknown }).value }), received }
    case '@xstate.event': {
      if (!actor) return { actors, received }
      const { type, ...payload } = event.event
      const sender = event.sourceId === undefined ? undefined : actors.get(event.sourceId)?.name
      const entry = { order: received, type, payload, ...(sender && { sender }) }
      return { actors: withActor(actors, { ...actor, events: [entry, ...actor.events].slice(0, EVENTS_KEPT) }), received }
    }
  }
}

function withActor(actors: ReadonlyMap<string, InspectedActor>, actor: InspectedActor): ReadonlyMap<string, InspectedActor> {
  return new Map(actors).set(actor.sessionId, actor)
}

function withoutActor(actors: ReadonlyMap<string, InspectedActor>, sessionId: string): ReadonlyMap<string, InspectedActor> {
  const rest = new Map(actors)
  rest.delete(sessionId)
  return rest
}
