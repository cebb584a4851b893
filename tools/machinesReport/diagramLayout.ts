import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { DiagramState, DiagramTransition, MachineDiagram } from './diagramModel'
import { labelWidth, LINE_HEIGHT } from './diagramText'

export interface Point {
  x: number
  y: number
}

export interface Box extends Point {
  width: number
  height: number
}

export interface PlacedState extends Box {
  state: DiagramState
  depth: number
}

export interface PlacedEdge {
  /** Undefined for the arrow from a compound state's initial marker to its initial child. */
  transition?: DiagramTransition
  points: Point[]
  label?: Box
}

export interface DiagramLayout {
  width: number
  height: number
  /** Outer states before the states inside them, so drawing in this order never hides one. */
  states: PlacedState[]
  /** The filled dots that mark each compound state's initial child. */
  initialMarkers: Box[]
  edges: PlacedEdge[]
}

const GRAPH_ID = 'diagram'
const MARKER_SIZE = 12
const STATE_HEIGHT = 36
const STATE_PADDING_X = 16
const COMPOUND_HEADER = 30

const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
}

const initialMarkerId = (state: DiagramState) => `${state.id}#initial`

/** Places a machine's states, initial markers and transitions with the Eclipse Layout Kernel (layered, nested states inside their parents). */
export async function layOutDiagram(diagram: MachineDiagram): Promise<DiagramLayout> {
  const edges: ElkExtendedEdge[] = [...initialEdges(diagram.root), ...diagram.transitions.flatMap(transitionEdges)]
  const graph: ElkNode = { id: GRAPH_ID, layoutOptions, children: [stateNode(diagram.root)], edges }
  const placed = await new ELK().layout(graph)
  return readLayout(placed, diagram)
}

function stateNode(state: DiagramState): ElkNode {
  const labelBox = { text: state.name, width: labelWidth(state.name), height: LINE_HEIGHT }
  if (state.children.length === 0) return { id: state.id, width: labelBox.width + 2 * STATE_PADDING_X, height: STATE_HEIGHT }
  const marker = state.initialChildId ? [{ id: initialMarkerId(state), width: MARKER_SIZE, height: MARKER_SIZE }] : []
  return {
    id: state.id,
    labels: [labelBox],
    layoutOptions: {
      'elk.padding': `[top=${COMPOUND_HEADER + 8},left=16,bottom=16,right=16]`,
      'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
      'elk.nodeSize.constraints': 'NODE_LABELS',
    },
    children: [...marker, ...state.children.map(stateNode)],
  }
}

function initialEdges(state: DiagramState): ElkExtendedEdge[] {
  const own = state.initialChildId
    ? [{ id: initialMarkerId(state), sources: [initialMarkerId(state)], targets: [state.initialChildId] }]
    : []
  return [...own, ...state.children.flatMap(initialEdges)]
}

function transitionEdges(transition: DiagramTransition, index: number): ElkExtendedEdge[] {
  return transition.targetIds.map((targetId) => ({
    id: `transition ${index} ${targetId}`,
    sources: [transition.sourceId],
    targets: [targetId],
    labels: [
      {
        text: transition.label,
        width: labelWidth(transition.label),
        height: LINE_HEIGHT,
        layoutOptions: { 'elk.edgeLabels.inline': 'true' },
      },
    ],
  }))
}

/** ELK gives each position relative to its parent, and an edge's relative to its container: made absolute here. */
function readLayout(graph: ElkNode, diagram: MachineDiagram): DiagramLayout {
  const origins = new Map<string, Point>([[GRAPH_ID, { x: 0, y: 0 }]])
  const states: PlacedState[] = []
  const initialMarkers: Box[] = []
  const byId = new Map<string, DiagramState>()
  const index = (state: DiagramState) => {
    byId.set(state.id, state)
    state.children.forEach(index)
  }
  index(diagram.root)
  const visit = (node: ElkNode, parent: Point, depth: number) => {
    const box = { x: parent.x + (node.x ?? 0), y: parent.y + (node.y ?? 0), width: node.width ?? 0, height: node.height ?? 0 }
    origins.set(node.id, box)
    const state = byId.get(node.id)
    if (state) states.push({ ...box, state, depth })
    else initialMarkers.push(box)
    for (const child of node.children ?? []) visit(child, box, depth + 1)
  }
  for (const child of graph.children ?? []) visit(child, { x: 0, y: 0 }, 0)
  const edges = (graph.edges ?? []).map((edge): PlacedEdge => {
    const origin = origins.get(edge.container ?? GRAPH_ID) ?? { x: 0, y: 0 }
    const shift = (point: Point) => ({ x: origin.x + point.x, y: origin.y + point.y })
    const points = (edge.sections ?? []).flatMap((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift),
    )
    const [label] = edge.labels ?? []
    const transitionIndex = edge.id.startsWith('transition ') ? Number(edge.id.split(' ')[1]) : undefined
    return {
      ...(transitionIndex !== undefined && { transition: diagram.transitions[transitionIndex] }),
      points,
      ...(label && { label: { ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 } }),
    }
  })
  return { width: graph.width ?? 0, height: graph.height ?? 0, states, initialMarkers, edges }
}
