import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { SiteActorRef } from '../../machines/site.machine'
import { type KeyValueStore, localStore } from '../flows/browserStorage'
import { storedChoice } from '../flows/cookieConsent/storedChoice'
import { hasSessionToCheck, sessionInAddress } from '../flows/session/watchSession'

let started: Promise<SiteActorRef> | null = null

/**
 * The site's root actor, started once. The state-chart runtime and the long-lived machines load in
 * a chunk of their own when something first needs them, never with the first paint.
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
  /** Where the flows keep what the visitor chose, readable before they run. */
  storage: KeyValueStore
}

const SiteActorContext = createContext<SiteActorHandle | null>(null)

interface SiteActorProviderProps {
  children: ReactNode
  /** Where the root actor comes from; tests pass one with test actors. */
  loadSystem?: () => Promise<SiteActorRef>
  /** The storage the root actor's flows read; tests pass the one they gave it. */
  storage?: KeyValueStore
}

/**
 * Whether this page load needs the site's flows at once: analytics was accepted on an earlier visit,
 * or there is a session to check. A new visitor's page starts them on first use instead (a choice in
 * the cookie banner, a form, a toast), so their code stays out of the first load.
 */
function neededAtOnce(storage: KeyValueStore): boolean {
  return storedChoice(storage) === 'accepted' || hasSessionToCheck(storage, sessionInAddress(window.location))
}

/** Gives the views the site's root actor, started after hydration when the page needs it at once, else on first use. */
export function SiteActorProvider({ children, loadSystem = loadSiteSystem, storage = localStore }: SiteActorProviderProps) {
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
    if (neededAtOnce(storage)) void start()
  }, [start, storage])
  const handle = useMemo(() => ({ actor, start, storage }), [actor, start, storage])
  return <SiteActorContext.Provider value={handle}>{children}</SiteActorContext.Provider>
}

export function useSiteActor(): SiteActorHandle {
  const handle = useContext(SiteActorContext)
  if (!handle) throw new Error('useSiteActor needs a SiteActorProvider above it')
  return handle
}
