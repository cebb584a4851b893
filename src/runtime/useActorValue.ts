import { useCallback, useSyncExternalStore } from 'react'

/** What the hook needs of an actor: its snapshot and a way to hear of changes. */
interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot
  subscribe(listener: () => void): { unsubscribe(): void }
}

/**
 * A value of an actor's snapshot, or `fallback` while there is no actor yet (a flow not loaded, the
 * prerendered page): the one way a view reads a flow, with React's own external-store hook.
 * `select` must return a value that compares equal while nothing changed, e.g. a boolean or an
 * actor reference. (@xstate/react's useSelector does the same but brings the state-chart runtime,
 * 12.6 KB gzip, into every page's first load: docs/decisions.md, 'Reading a flow in a view'.)
 */
export function useActorValue<TSnapshot, TValue>(
  actor: Observable<TSnapshot> | null | undefined,
  select: (snapshot: TSnapshot) => TValue,
  fallback: TValue,
): TValue {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange)
      return () => subscription?.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => (actor ? select(actor.getSnapshot()) : fallback),
    () => fallback,
  )
}
