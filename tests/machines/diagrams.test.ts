import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { diagramFile } from '../../tools/machinesReport/diagramFiles'
import { machineDiagramSvg } from '../../tools/machinesReport/machineDiagram'
import { pathSpecs } from '../../tools/machinePaths/specs'

describe('the committed statecharts (docs/machines)', () => {
  it('cover every machine of machines/', () => {
    const machineFiles = readdirSync('machines').filter((file) => file.endsWith('.machine.ts'))
    expect(pathSpecs.map((spec) => `${spec.name}.machine.ts`).sort()).toEqual(machineFiles.sort())
  })

  it.each(pathSpecs.map((spec) => [spec.name, spec] as const))('%s.svg matches its machine', async (name, spec) => {
    const committed = readFileSync(diagramFile(name), 'utf8')
    expect(await machineDiagramSvg(name, spec.machine), `${diagramFile(name)} is out of date: run npm run machines:report`).toBe(committed)
  })
})
