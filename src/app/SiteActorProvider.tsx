import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { startSiteActor, type SiteActorRef } from './siteActor'

interface SiteActorHandle {
  /** The root actor once something has started it; null before. */
  actor: SiteActorRef | null
  /** Starts the root actor if it is not running yet. */
  start: () => Promise<SiteActorRef>
}

const SiteActorContext = createContext<SiteActorHandle | null>(null)

export function SiteActorProvider({ children }: { children: ReactNode }) {
  const [actor, setActor] = useState<SiteActorRef | null>(null)
  const start = useCallback(
    () =>
      startSiteActor().then((started) => {
        setActor(started)
        return started
      }),
    [],
  )
  const handle = useMemo(() => ({ actor, start }), [actor, start])
  return <SiteActorContext.Provider value={handle}>{children}</SiteActorContext.Provider>
}

export function useSiteActor(): SiteActorHandle {
  const handle = useContext(SiteActorContext)
  if (!handle) throw new Error('useSiteActor needs a SiteActorProvider above it')
  return handle
}
