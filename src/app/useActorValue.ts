import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'

/** What the hook needs of an actor: its snapshot and a way to hear of changes. */
type Observable<TSnapshot> = Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): TSnapshot }

/**
 * A value of an actor's snapshot, or `fallback` while there is no actor yet (a flow not loaded, the
 * prerendered page): the one way a view reads a flow. `select` must return a value that compares
 * equal while nothing changed, e.g. a boolean or an actor reference.
 */
export function useActorValue<TSnapshot, TValue>(
  actor: Observable<TSnapshot> | null | undefined,
  select: (snapshot: TSnapshot) => TValue,
  fallback: TValue,
): TValue {
  return useSelector(actor ?? undefined, (snapshot) => (snapshot === undefined ? fallback : select(snapshot)))
}
