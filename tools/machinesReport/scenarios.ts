import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate'
import { type MachinePath, shortEventType } from '../machinePaths/pathGeneration'

export interface ScenarioStep {
  event: string
  /** The event's payload as JSON, or undefined when it carries none. */
  payload?: string
}

/** A generated path as a reader follows it: its events in order and the state it ends in. */
export interface Scenario {
  /** The other input the path starts from (MachinePathSpec.otherInputs); none for the spec's own. */
  input?: string
  steps: ScenarioStep[]
  endState: string
}

export function toScenario(path: MachinePath): Scenario {
  const steps = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init')
  return {
    ...(path.inputName !== undefined && { input: path.inputName }),
    steps: steps.map(toStep),
    endState: formatStateValue((path.state as AnyMachineSnapshot).value),
  }
}

function toStep({ type, ...payload }: AnyEventObject): ScenarioStep {
  const event = shortEventType(type)
  return Object.keys(payload).length === 0 ? { event } : { event, payload: JSON.stringify(payload, readableValue) }
}

/**
 * Payloads can carry machines, functions and errors, which JSON would dump whole, drop or empty: they
 * are named instead. The holder's own value is read because JSON has already turned a machine into its definition.
 */
function readableValue(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key]
  if (typeof original === 'function') return `[function ${original.name || 'anonymous'}]`
  if (original instanceof Error) return { name: original.name, message: original.message, ...(original as object) }
  if (isMachine(original)) return `[machine ${original.id}]`
  return value
}

function isMachine(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && 'root' in value && 'transition' in value && 'id' in value
}

/** `tracking.warning` for a nested state, regions joined by ` | ` for a parallel one. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) => (child && Object.keys(child).length > 0 ? `${key}.${formatStateValue(child as StateValue)}` : key))
    .join(' | ')
}
