import type { AnyStateMachine } from 'xstate'
import { layOutDiagram } from './diagramLayout'
import { readMachineDiagram } from './diagramModel'
import { type DiagramCoverage, renderDiagramSvg } from './diagramSvg'

/** A machine's statechart as SVG, straight from its definition; with coverage, marked as the path tests reached it. */
export async function machineDiagramSvg(name: string, machine: AnyStateMachine, coverage?: DiagramCoverage): Promise<string> {
  return renderDiagramSvg(name, await layOutDiagram(readMachineDiagram(machine)), coverage)
}
