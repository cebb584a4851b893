import { join } from 'node:path'

/** Where the committed statecharts live: one SVG per machine, named after it. */
export const DIAGRAMS_DIR = join('docs', 'machines')

export const diagramFile = (machineName: string) => join(DIAGRAMS_DIR, `${machineName}.svg`)
