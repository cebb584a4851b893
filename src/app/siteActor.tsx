import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Actor } from 'xstate'
import type { siteMachine } from '../../machines/site.machine'

export type SiteActorRef = Actor<typeof siteMachine>

let started: Promise<SiteActorRef> | null = null

/**
 * Starts the site's root actor the first time a flow needs it, and gives the same actor after that.
 * The state-chart runtime and the long-lived machines load then, not with the first page, so a
 * visitor who only reads pays nothing for them. The developer inspector joins when one was asked for.
 */
function startSiteActor(): Promise<SiteActorRef> {
  started ??= Promise.all([import('xstate'), import('../../machines/site.machine'), import('../devtools/inspector')]).then(
    ([{ createActor }, { siteMachine }, { inspect }]) => createActor(siteMachine, { inspect }).start(),
  )
  return started
}

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
      startSiteActor().then((running) => {
        setActor(running)
        return running
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
