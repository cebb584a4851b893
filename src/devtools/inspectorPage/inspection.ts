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
  /** The name of every actor seen, gone ones too, by session id: a done actor's last event names it. */
  names: ReadonlyMap<string, string>
  received: number
}

export const emptyInspection: Inspection = { actors: new Map(), names: new Map(), received: 0 }

/** The inspection after one more inspection event; an actor leaves it once it is done, failed or stopped. */
export function recordInspection(inspection: Inspection, event: StatelyInspectionEvent): Inspection {
  const counted = { ...inspection, received: inspection.received + 1 }
  const { actors, names, received } = counted
  const actor = actors.get(event.sessionId)
  switch (event.type) {
    case '@xstate.actor': {
      const { snapshot, sessionId, name } = event
      // The site reports an actor once the browser is idle: a quick promise may be done by then, and is only named.
      const named = { ...counted, names: new Map(names).set(sessionId, name) }
      if (snapshot.status !== 'active') return named
      // Only a machine's snapshot has a state value; its definition then names the machine.
      const machineId = 'value' in snapshot ? (JSON.parse(event.definition ?? '{}') as { id?: string }).id : undefined
      return { ...named, actors: new Map(actors).set(sessionId, { sessionId, name, machineId, value: snapshot.value, events: [] }) }
    }
    case '@xstate.snapshot': {
      if (!actor) return counted
      const { status, value } = event.snapshot as { status?: string; value?: unknown }
      if (status === 'active') return { ...counted, actors: new Map(actors).set(actor.sessionId, { ...actor, value }) }
      const running = new Map(actors)
      running.delete(actor.sessionId)
      return { ...counted, actors: running }
    }
    case '@xstate.event': {
      if (!actor) return counted
      const { type, ...payload } = event.event
      const sender = event.sourceId === undefined ? undefined : names.get(event.sourceId)
      const entry = { order: received, type, payload, ...(sender && { sender }) }
      const events = [entry, ...actor.events].slice(0, EVENTS_KEPT)
      return { ...counted, actors: new Map(actors).set(actor.sessionId, { ...actor, events }) }
    }
  }
}
