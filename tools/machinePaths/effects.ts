import type { AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate'

/**
 * What one step of a path did besides where it landed: the actions the machine ran (with their
 * params), the actors it started (with their input), the events it emitted and what it sent to its
 * peers. The path tests compare these with the machine's recorded table (effectsTable.ts), so a rule
 * changed in a machine fails them even where the state reached is the same.
 */
export interface StepEffects {
  actions: unknown[]
  started: { id: string; input: unknown }[]
  emitted: unknown[]
  sent: Record<string, unknown[]>
}

/** An actor's id, unless the system numbered it (`x:12`), which depends on what ran before. */
const actorName = (id: string) => (/^x:\d+$/.test(id) ? '[actor]' : `[actor ${id}]`)

/** A value as plain data: functions and actors by name, errors by their name and message, no cycles. */
export function plain(value: unknown): unknown {
  const seen = new WeakSet<object>()
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'function') return `[function ${(item as { name?: string }).name ?? ''}]`
      if (item instanceof Error) return { error: item.name, message: item.message }
      if (item && typeof item === 'object') {
        // An actor is serialised by its toJSON, `{ xstate$$type: 1, id }`, before this sees it.
        if ('xstate$$type' in item && 'id' in item) return actorName(String(item.id))
        if ('sessionId' in item && 'send' in item) return actorName((item as AnyActorRef).id)
        if (seen.has(item)) return '[seen]'
        seen.add(item)
      }
      return item === undefined ? null : item
    }) ?? 'null',
  )
}

/** Collects a subject's effects from the system's inspection and its emitted events, step by step. */
export class EffectsRecorder {
  private current: StepEffects = EffectsRecorder.empty()
  private readonly sentBefore = new Map<string, number>()

  private static empty(): StepEffects {
    return { actions: [], started: [], emitted: [], sent: {} }
  }

  constructor(private readonly subjectId: string) {}

  inspect(event: InspectionEvent) {
    const actor = event.actorRef as AnyActorRef & { _parent?: AnyActorRef; options?: { input?: unknown } }
    if (event.type === '@xstate.action' && actor.id === this.subjectId) {
      this.current.actions.push(plain({ type: event.action.type, params: event.action.params }))
    } else if (event.type === '@xstate.actor' && actor._parent?.id === this.subjectId) {
      this.current.started.push({ id: actorName(actor.id), input: plain(actor.options?.input) })
    }
  }

  emit(event: AnyEventObject) {
    this.current.emitted.push(plain(event))
  }

  /** The effects since the last call; `sentTo` lists what each peer received so far. */
  take(peers: readonly string[], sentTo: (peer: string) => readonly AnyEventObject[]): StepEffects {
    for (const peer of peers) {
      const received = sentTo(peer)
      const before = this.sentBefore.get(peer) ?? 0
      if (received.length > before) this.current.sent[peer] = received.slice(before).map(plain)
      this.sentBefore.set(peer, received.length)
    }
    const taken = this.current
    this.current = EffectsRecorder.empty()
    return taken
  }
}
