import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { transitionKey } from '../../src/devtools/transitionKey'
import { shortEventType } from '../machinePaths/pathGeneration'

export interface DiagramState {
  /** The state node's id, e.g. `toastQueue.showing`; coverage names states by it. */
  id: string
  name: string
  kind: AnyStateNode['type']
  children: DiagramState[]
  initialChildId?: string
}

export interface DiagramTransition {
  /** The key coverage counts the transition by (`transitionKey`). */
  key: string
  sourceId: string
  /** Where it leads; a transition without a target stays in its source, drawn as a loop. */
  targetIds: string[]
  /** Event, guard and delay, e.g. `toast.show [repeatsQueued]`, `after:toastDuration`, `always [isPastDeadline]`. */
  label: string
}

export interface MachineDiagram {
  root: DiagramState
  transitions: DiagramTransition[]
}

/** The states and transitions of a machine, read from its definition, in the order it declares them. */
export function readMachineDiagram(machine: AnyStateMachine): MachineDiagram {
  const nodes: AnyStateNode[] = []
  const readState = (node: AnyStateNode): DiagramState => {
    nodes.push(node)
    const initialChild = node.type === 'compound' ? node.initial.target[0] : undefined
    return {
      id: node.id,
      name: node.key,
      kind: node.type,
      children: Object.values(node.states).map(readState),
      ...(initialChild && { initialChildId: initialChild.id }),
    }
  }
  const root = readState(machine.root)
  const transitions = nodes.flatMap((node) => [...node.transitions.values(), node.always ?? []].flat().map(readTransition))
  return { root, transitions }
}

function readTransition(transition: AnyTransitionDefinition): DiagramTransition {
  const targets = transition.target ?? []
  const guard = transition.guard ? ` [${guardName(transition.guard)}]` : ''
  return {
    key: transitionKey(transition),
    sourceId: transition.source.id,
    targetIds: targets.length > 0 ? targets.map((target) => target.id) : [transition.source.id],
    label: `${eventName(transition.eventType)}${guard}`,
  }
}

function eventName(eventType: string): string {
  if (!eventType) return 'always'
  const name = shortEventType(eventType)
  return /^after:\d+$/.test(name) ? `${name} ms` : name
}

/** A guard as declared: its name, with the guards inside `not`, `and` and `or`. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const { type, guards } = guard as { type?: string; guards?: unknown[] }
    if (type && guards) return `${type.replace(/^xstate\./, '')}(${guards.map(guardName).join(', ')})`
    return guard.name || 'inline'
  }
  return (guard as { type: string }).type
}
