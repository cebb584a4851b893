import { useSyncExternalStore } from 'react'
import { ActorCard } from './ActorCard'
import type { InspectionStore } from './inspectionStore'

/** Every running actor of the site's system, as the site reports them to this window. */
export function InspectorPage({ store }: { store: InspectionStore }) {
  const { actors } = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return (
    <main>
      <h1>Live statecharts</h1>
      <p className="quiet">
        {actors.size > 0
          ? `${actors.size} running actors. Each machine's current state is lit; its latest events are listed below it.`
          : 'Waiting for the site: open it in development with ?inspect=local in the address, and this window fills as its actors run.'}
      </p>
      {[...actors.values()].map((actor) => (
        <ActorCard key={actor.sessionId} actor={actor} />
      ))}
    </main>
  )
}
