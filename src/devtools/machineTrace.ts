import type { AnyMachineSnapshot, InspectionEvent, Observer, StateValue } from 'xstate'
import { transitionKey } from './transitionKey'

/** One step of a machine as the page ran it: the transitions it took (none for a snapshot) and the state it reached. */
export interface MachineTraceEntry {
  machine: string
  transitions: string[]
  value: StateValue
}

/** The function a browser path test exposes to the page, by this name, to receive the machine trace. */
export const MACHINE_TRACE_GLOBAL = '__machineTrace'

declare global {
  interface Window {
    [MACHINE_TRACE_GLOBAL]?: (entry: MachineTraceEntry) => void
  }
}

function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && 'value' in snapshot
}

/**
 * The inspector of a build made with VITE_MACHINE_TRACE=1: every microstep and snapshot of every
 * machine the page runs goes to `window.__machineTrace` when a browser path test exposed it (it
 * outlives page loads there), so those tests measure which states and transitions a person reached.
 */
export function createMachineTrace(): Observer<InspectionEvent> {
  return {
    next: (event) => {
      if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return
      if (!isMachineSnapshot(event.snapshot)) return
      const transitions = event.type === '@xstate.microstep' ? event._transitions.map(transitionKey) : []
      window[MACHINE_TRACE_GLOBAL]?.({ machine: event.snapshot.machine.id, transitions, value: event.snapshot.value })
    },
  }
}
