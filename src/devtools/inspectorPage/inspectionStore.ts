import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { Subscribable } from 'xstate'
import { emptyInspection, type Inspection, recordInspection } from './inspection'

export interface InspectionStore {
  getSnapshot(): Inspection
  subscribe(listener: () => void): () => void
}

/**
 * Keeps the inspection up to date with every event the source sends, from the moment it is created,
 * so nothing sent before the page renders is lost; for `useSyncExternalStore`.
 */
export function createInspectionStore(source: Subscribable<StatelyInspectionEvent>): InspectionStore {
  let inspection = emptyInspection
  const listeners = new Set<() => void>()
  source.subscribe((event) => {
    inspection = recordInspection(inspection, event)
    for (const listener of listeners) listener()
  })
  return {
    getSnapshot: () => inspection,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
