import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Actor } from 'xstate'
import type { siteMachine } from '../../machines/site.machine'

export type SiteActorRef = Actor<typeof siteMachine>

let started: Promise<SiteActorRef> | null = null

/**
 * The site's root actor, started once. The state-chart runtime and the long-lived machines load
 * after the page has hydrated, in a chunk of their own, so they never delay the first paint.
 */
function loadSiteSystem(): Promise<SiteActorRef> {
  started ??= import('./siteSystem').then(({ startSiteSystem }) => startSiteSystem())
  return started
}

interface SiteActorHandle {
  /** The root actor once something has started it; null before. */
  actor: SiteActorRef | null
  /** Starts the root actor if it is not running yet. */
  start: () => Promise<SiteActorRef>
}

const SiteActorContext = createContext<SiteActorHandle | null>(null)

interface SiteActorProviderProps {
  children: ReactNode
  /** Where the root actor comes from; tests pass one with test actors. */
  loadSystem?: () => Promise<SiteActorRef>
}

/** Gives the views the site's root actor, started once the page has hydrated (the cookie banner needs it on every page). */
export function SiteActorProvider({ children, loadSystem = loadSiteSystem }: SiteActorProviderProps) {
  const [actor, setActor] = useState<SiteActorRef | null>(null)
  const start = useCallback(
    () =>
      loadSystem().then((running) => {
        setActor(running)
        return running
      }),
    [loadSystem],
  )
  useEffect(() => {
    void start()
  }, [start])
  const handle = useMemo(() => ({ actor, start }), [actor, start])
  return <SiteActorContext.Provider value={handle}>{children}</SiteActorContext.Provider>
}

export function useSiteActor(): SiteActorHandle {
  const handle = useContext(SiteActorContext)
  if (!handle) throw new Error('useSiteActor needs a SiteActorProvider above it')
  return handle
}
