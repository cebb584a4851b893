import { EventLog } from './EventLog'
import type { InspectedActor } from './inspection'
import { Statechart } from './Statechart'
import { statechartDrawings } from './statechartDrawings'
import { activeStatePaths, currentStatePaths } from './stateValue'

/** One running actor: its name, its current state, lit on its machine's statechart, and its latest events. */
export function ActorCard({ actor }: { actor: InspectedActor }) {
  const { name, machineId, value } = actor
  const drawing = machineId && statechartDrawings.get(machineId)
  const current = currentStatePaths(value)
  const headingId = `actor-${actor.sessionId}`
  const ids = (paths: string[]) => paths.map((path) => `${machineId}.${path}`)
  return (
    <section className="actor" aria-labelledby={headingId} data-actor={name}>
      <h2 id={headingId}>
        {name}
        {machineId && machineId !== name && <span className="quiet"> ({machineId})</span>}
      </h2>
      <p>
        {current.length > 0 ? (
          <>
            State: <code className="state-value">{current.join(', ')}</code>
          </>
        ) : (
          'Running'
        )}
      </p>
      {drawing && <Statechart svg={drawing} activeIds={ids(activeStatePaths(value))} currentIds={ids(current)} />}
      <EventLog events={actor.events} />
    </section>
  )
}
