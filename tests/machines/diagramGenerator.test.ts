import { describe, expect, it } from 'vitest'
import { machineDiagramSvg } from '../../tools/machinesReport/machineDiagram'
import { doorMachine } from './support/doorMachine'

const STATE_IDS = ['door', 'door.closed', 'door.open', 'door.open.swinging', 'door.open.still', 'door.removed']
const TRANSITION_LABELS = ['door.open [isUnlocked]', 'door.knock', 'after:swingTime', 'always [isJammed]', 'after:500 ms', 'door.remove']

/** The SVG element that carries a data attribute with this value, as text. */
function elementWith(svg: string, attribute: string, value: string): string {
  const start = svg.indexOf(`${attribute}="${value}"`)
  expect(start, `no element with ${attribute}="${value}"`).toBeGreaterThan(-1)
  return svg.slice(start, svg.indexOf('</g>', start))
}

describe('the statechart of a machine', () => {
  it('draws every state, nested ones inside their parent, with its name', async () => {
    const svg = await machineDiagramSvg('door', doorMachine)
    for (const id of STATE_IDS) expect(elementWith(svg, 'data-state', id)).toContain(`>${id.split('.').at(-1)}</text>`)
  })

  it('labels every transition with its event, guard or delay', async () => {
    const svg = await machineDiagramSvg('door', doorMachine)
    const labels = [...svg.matchAll(/<g class="transition"[^>]*>.*?<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])
    expect(labels.sort()).toEqual([...TRANSITION_LABELS].sort())
  })

  it('marks the initial state of the machine and of the nested state, and draws the final state with a double border', async () => {
    const svg = await machineDiagramSvg('door', doorMachine)
    expect(svg.match(/<circle class="initial"/g)).toHaveLength(2)
    expect(svg.match(/<g class="initial-transition">/g)).toHaveLength(2)
    expect(elementWith(svg, 'data-state', 'door.removed').match(/<rect /g)).toHaveLength(2)
    expect(elementWith(svg, 'data-state', 'door.closed').match(/<rect /g)).toHaveLength(1)
  })

  it('draws what the paths missed dashed with a cross, and what they reached solid with a check mark', async () => {
    const svg = await machineDiagramSvg('door', doorMachine, {
      missedStates: new Set(['door.removed']),
      missedTransitions: new Set(['door.open door.remove #0']),
    })
    const missedTransition = elementWith(svg, 'data-transition', 'door.open door.remove #0')
    const coveredTransition = elementWith(svg, 'data-transition', 'door.closed door.open #0')
    expect(missedTransition).toContain('data-coverage="uncovered"')
    expect(missedTransition).toContain('stroke-dasharray')
    expect(missedTransition).toContain('✗ door.remove')
    expect(missedTransition).toContain('not covered')
    expect(coveredTransition).toContain('data-coverage="covered"')
    expect(coveredTransition).not.toContain('stroke-dasharray')
    expect(coveredTransition).toContain('✓ door.open [isUnlocked]')
    expect(elementWith(svg, 'data-state', 'door.removed')).toContain('✗ removed')
    expect(elementWith(svg, 'data-state', 'door.open')).toContain('✓ open')
  })

  it('comes out the same every time, so a committed diagram can be compared', async () => {
    expect(await machineDiagramSvg('door', doorMachine)).toBe(await machineDiagramSvg('door', doorMachine))
  })
})
