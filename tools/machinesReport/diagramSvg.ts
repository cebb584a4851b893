import type { Box, DiagramLayout, PlacedEdge, PlacedState, Point } from './diagramLayout'
import { escapeXml, FONT_FAMILY, FONT_SIZE } from './diagramText'

/** What the path tests missed, by state id and transition key; with it, the diagram marks every state and transition. */
export interface DiagramCoverage {
  missedStates: ReadonlySet<string>
  missedTransitions: ReadonlySet<string>
}

type Look = 'plain' | 'covered' | 'uncovered'

const INK: Record<Look, string> = { plain: '#1f3b57', covered: '#1a7f37', uncovered: '#b42318' }
const MARK: Record<Look, string> = { plain: '', covered: '✓ ', uncovered: '✗ ' }
const DASHES = '6 4'
const STATE_FILLS = ['#f4f7fa', '#e8eff5', '#dde7f0']

const number = (value: number) => String(Math.round(value * 10) / 10)

/**
 * The machine's statechart as a standalone SVG. With coverage, a covered state or transition is drawn
 * solid with a check mark, a missed one dashed with a cross and the tooltip 'not covered', so the
 * two differ by more than colour.
 */
export function renderDiagramSvg(name: string, layout: DiagramLayout, coverage?: DiagramCoverage): string {
  const stateLook = (id: string): Look => (!coverage ? 'plain' : coverage.missedStates.has(id) ? 'uncovered' : 'covered')
  const edgeLook = (edge: PlacedEdge): Look =>
    !coverage || !edge.transition ? 'plain' : coverage.missedTransitions.has(edge.transition.key) ? 'uncovered' : 'covered'
  const width = number(layout.width)
  const height = number(layout.height)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${name}-title" font-family="${escapeXml(FONT_FAMILY)}" font-size="${FONT_SIZE}">`,
    `<title id="${name}-title">${escapeXml(name)} statechart</title>`,
    `<defs>${(Object.keys(INK) as Look[]).map((look) => arrowHead(name, look)).join('')}</defs>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...layout.states.map((state) => renderState(state, stateLook(state.state.id))),
    ...layout.initialMarkers.map(renderInitialMarker),
    ...layout.edges.map((edge) => renderEdge(name, edge, edgeLook(edge))),
    '</svg>',
    '',
  ].join('\n')
}

function arrowHead(name: string, look: Look): string {
  return `<marker id="${name}-arrow-${look}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${INK[look]}"/></marker>`
}

function renderState({ state, depth, ...box }: PlacedState, look: Look): string {
  const compound = state.children.length > 0
  const fill = compound ? STATE_FILLS[Math.min(depth, STATE_FILLS.length - 1)] : '#ffffff'
  const outline = (inset: number) =>
    `<rect x="${number(box.x + inset)}" y="${number(box.y + inset)}" width="${number(box.width - 2 * inset)}" height="${number(box.height - 2 * inset)}" rx="${compound ? 10 : 8}" fill="${inset === 0 ? fill : 'none'}" stroke="${INK[look]}" stroke-width="${compound ? 1.5 : 1.25}"${look === 'uncovered' ? ` stroke-dasharray="${DASHES}"` : ''}/>`
  const label = compound
    ? `<text x="${number(box.x + 12)}" y="${number(box.y + 22)}" fill="${INK[look]}" font-weight="bold">${escapeXml(MARK[look] + state.name)}</text>`
    : `<text x="${number(box.x + box.width / 2)}" y="${number(box.y + box.height / 2 + FONT_SIZE / 3)}" fill="${INK[look]}" text-anchor="middle">${escapeXml(MARK[look] + state.name)}</text>`
  return [
    `<g class="state" data-state="${escapeXml(state.id)}"${coverageAttribute(look)}>${tooltip(look, state.id)}`,
    outline(0),
    ...(state.kind === 'final' ? [outline(4)] : []),
    label,
    '</g>',
  ].join('')
}

function renderInitialMarker(box: Box): string {
  return `<circle class="initial" cx="${number(box.x + box.width / 2)}" cy="${number(box.y + box.height / 2)}" r="${number(box.width / 2)}" fill="${INK.plain}"/>`
}

function renderEdge(name: string, edge: PlacedEdge, look: Look): string {
  const path = `<path d="${pathData(edge.points)}" fill="none" stroke="${INK[look]}" stroke-width="1.25"${look === 'uncovered' ? ` stroke-dasharray="${DASHES}"` : ''} marker-end="url(#${name}-arrow-${look})"/>`
  if (!edge.transition) return `<g class="initial-transition">${path}</g>`
  const label = edge.label ? renderEdgeLabel(edge.label, MARK[look] + edge.transition.label, look) : ''
  return `<g class="transition" data-transition="${escapeXml(edge.transition.key)}"${coverageAttribute(look)}>${tooltip(look, edge.transition.label)}${path}${label}</g>`
}

function renderEdgeLabel(box: Box, text: string, look: Look): string {
  return [
    `<rect x="${number(box.x)}" y="${number(box.y)}" width="${number(box.width)}" height="${number(box.height)}" fill="#ffffff" fill-opacity="0.85"/>`,
    `<text x="${number(box.x + box.width / 2)}" y="${number(box.y + box.height - 4)}" fill="${INK[look]}" text-anchor="middle">${escapeXml(text)}</text>`,
  ].join('')
}

function pathData(points: Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${number(point.x)},${number(point.y)}`).join(' ')
}

function coverageAttribute(look: Look): string {
  return look === 'plain' ? '' : ` data-coverage="${look}"`
}

function tooltip(look: Look, subject: string): string {
  return look === 'plain' ? '' : `<title>${escapeXml(`${subject}: ${look === 'covered' ? 'covered' : 'not covered'}`)}</title>`
}
