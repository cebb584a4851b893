import type { AnyActorRef, InspectionEvent } from 'xstate'

/**
 * What one step of a path did besides where it landed: the actions the machine ran, with their params
 * resolved. These hold every effect: a started actor is a `xstate.spawnChild` with its input, a toast
 * an `xstate.emit` with its event, a message to a peer an `xstate.sendTo` with its event. The path
 * tests compare them with the machine's recorded table (effectsTable.ts), so a rule changed in a
 * machine fails them even where the state reached is the same.
 */
export type StepEffects = unknown[]

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
        if (seen.has(item)) return '[seen]'
        seen.add(item)
      }
      return item === undefined ? null : item
    }) ?? 'null',
  )
}

/** Collects the actions one actor of a system runs, from the system's inspection, step by step. */
export class EffectsRecorder {
  private actions: StepEffects = []

  constructor(private readonly actorId: string) {}

  inspect(event: InspectionEvent) {
    if (event.type === '@xstate.action' && (event.actorRef as AnyActorRef).id === this.actorId) {
      this.actions.push(plain({ type: event.action.type, params: event.action.params }))
    }
  }

  /** The actions since the last call. */
  take(): StepEffects {
    const taken = this.actions
    this.actions = []
    return taken
  }
}
