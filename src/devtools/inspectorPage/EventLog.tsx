import type { ReceivedEvent } from './inspection'

/** An actor's latest events, newest first, each with its payload. */
export function EventLog({ events }: { events: readonly ReceivedEvent[] }) {
  if (events.length === 0) return <p className="quiet">No events yet.</p>
  return (
    <ol className="events" aria-label="Latest events, newest first">
      {events.map((event) => (
        <li key={event.order}>
          <code className="event-type">{event.type}</code>
          {event.sender && <span className="quiet"> from {event.sender}</span>}
          {Object.keys(event.payload).length > 0 && <pre>{JSON.stringify(event.payload)}</pre>}
        </li>
      ))}
    </ol>
  )
}
