import { useCallback, useSyncExternalStore } from 'react'

/** What the hook needs of an actor: its snapshot and a way to hear of changes. */
interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot
  subscribe(listener: () => void): { unsubscribe(): void }
}

/**
 * A value of an actor's snapshot, with React's own external-store hook: the shell's views and the
 * views every first visit loads use it, so the first load carries no state-chart hooks (the forms'
 * views, loaded on demand, use @xstate/react). `select` must return a value that compares equal
 * while nothing changed, e.g. a boolean or an actor reference.
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
