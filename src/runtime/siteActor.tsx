import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { SiteActorRef } from '../../machines/site.machine'
import type { ToastRequest } from '../../machines/toastQueue.machine'
import { type KeyValueStore, localStore } from './browserStorage'

interface SiteActorHandle {
  /** The root actor once something has started it; undefined before. */
  actor: SiteActorRef | undefined
  /** Starts the root actor if it is not running yet. */
  start: () => Promise<SiteActorRef>
  /**
   * Runs `action` on the root actor, started first if need be. When its code cannot load (the network
   * went away, the page is being left), nothing happens and the next use tries again.
   */
  withSite: (action?: (site: SiteActorRef) => unknown) => void
  /** Where the flows keep what the visitor chose, readable before they run. */
  storage: KeyValueStore
}

const SiteActorContext = createContext<SiteActorHandle | null>(null)

interface SiteActorProviderProps {
  children: ReactNode
  /** Where the root actor comes from (src/app/siteStart.ts); tests pass one with test actors. */
  loadSystem: () => Promise<SiteActorRef>
  /** Whether the page needs the root actor at once, after hydration, rather than on first use. */
  neededAtOnce: (storage: KeyValueStore) => boolean
  /** The storage the root actor's flows read; tests pass the one they gave it. */
  storage?: KeyValueStore
}

/** Gives the views the site's root actor, started after hydration when the page needs it at once, else on first use. */
export function SiteActorProvider({ children, loadSystem, neededAtOnce, storage = localStore }: SiteActorProviderProps) {
  const [actor, setActor] = useState<SiteActorRef>()
  const start = useCallback(
    () =>
      loadSystem().then((running) => {
        setActor(running)
        return running
      }),
    [loadSystem],
  )
  const withSite = useCallback(
    (action: (site: SiteActorRef) => unknown = () => undefined) => {
      start().then(action, () => undefined)
    },
    [start],
  )
  useEffect(() => {
    if (neededAtOnce(storage)) withSite()
  }, [withSite, storage, neededAtOnce])
  const handle = useMemo(() => ({ actor, start, withSite, storage }), [actor, start, withSite, storage])
  return <SiteActorContext.Provider value={handle}>{children}</SiteActorContext.Provider>
}

export function useSiteActor(): SiteActorHandle {
  const handle = useContext(SiteActorContext)
  if (!handle) throw new Error('useSiteActor needs a SiteActorProvider above it')
  return handle
}

/** Shows a toast in the site's toast queue. */
export function showToastIn(site: SiteActorRef, toast: ToastRequest) {
  site.getSnapshot().children.toasts?.send({ type: 'toast.show', toast })
}
