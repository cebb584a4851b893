import { getStateNodes } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { transitionKey } from '../../src/devtools/transitionKey'

/**
 * Which state nodes and transitions of a machine the replays have reached. Transitions are keyed by
 * source, event and position, so those fired by a provided copy of the machine count for the original.
 */
export class MachineCoverage {
  private readonly states: AnyStateNode[]
  private readonly transitions: string[]
  private readonly definitions: Map<string, AnyTransitionDefinition>
  private readonly coveredStates = new Set<string>()
  private readonly coveredTransitions = new Set<string>()

  constructor(machine: AnyStateMachine) {
    this.states = [machine.root, ...getStateNodes(machine.root)]
    const definitions = this.states.flatMap((node) => [...node.transitions.values(), node.always ?? []].flat())
    this.definitions = new Map(definitions.map((definition) => [transitionKey(definition), definition]))
    this.transitions = [...this.definitions.keys()]
  }

  recordSnapshot(snapshot: AnyMachineSnapshot) {
    for (const node of this.states) if (node === node.machine.root || snapshot.matches(node.path.join('.'))) this.coveredStates.add(node.id)
  }

  /** A transition taken also covers the states it left from, e.g. an initial state that only passes on ('opening'). */
  recordTransitions(transitions: readonly AnyTransitionDefinition[]) {
    for (const transition of transitions) {
      this.coveredTransitions.add(transitionKey(transition))
      for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) this.coveredStates.add(node.id)
    }
  }

  /** Transitions named by key, as a build with the machine trace records them in the browser. */
  recordTransitionKeys(keys: readonly string[]) {
    this.recordTransitions(keys.map((key) => this.definitions.get(key)).filter((definition) => definition !== undefined))
  }

  summary() {
    return {
      states: { covered: this.states.filter((node) => this.coveredStates.has(node.id)).length, total: this.states.length },
      transitions: { covered: this.transitions.filter((key) => this.coveredTransitions.has(key)).length, total: this.transitions.length },
      missedStates: this.states.map((node) => node.id).filter((id) => !this.coveredStates.has(id)),
      missedTransitions: this.transitions.filter((key) => !this.coveredTransitions.has(key)),
    }
  }
}

/** The per-machine table the path run prints. */
export function formatCoverageTable(name: string, summary: ReturnType<MachineCoverage['summary']>): string {
  const percent = (covered: number, total: number) => `${total === 0 ? 100 : Math.floor((covered / total) * 100)} %`
  const rows = [
    ['machine', 'states', '', 'transitions', ''],
    [
      name,
      `${summary.states.covered} / ${summary.states.total}`,
      percent(summary.states.covered, summary.states.total),
      `${summary.transitions.covered} / ${summary.transitions.total}`,
      percent(summary.transitions.covered, summary.transitions.total),
    ],
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n')
}
