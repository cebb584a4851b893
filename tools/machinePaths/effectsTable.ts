import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { plain, type StepEffects } from './effects'

/** Where each machine's table of effects is kept, reviewed like code. */
export const EFFECTS_DIR = join(import.meta.dirname, '..', '..', 'tests', 'paths', 'effects')
/** Set to rewrite the tables from what the machines now do, after a rule was changed on purpose. */
export const UPDATE_EFFECTS_ENV = 'UPDATE_PATH_EFFECTS'

interface Row {
  /** The state and context the event met (none for the start), and the event. */
  from: { value: unknown; context: unknown } | null
  event: unknown
  actions: StepEffects
}

const keyOf = (from: Row['from'], event: unknown) => JSON.stringify([from, event])

/**
 * A machine's effects, by the state and context an event met and the event: what every step of its
 * paths must do. Written once from the machine (`UPDATE_PATH_EFFECTS=1 npm run test:paths`) and then
 * read, so a step that starts another actor, drops an action or emits another toast fails its path.
 */
export class EffectsTable {
  private readonly rows = new Map<string, Row>()
  private readonly file: string

  constructor(
    machineName: string,
    readonly updating = process.env[UPDATE_EFFECTS_ENV] === '1',
  ) {
    this.file = join(EFFECTS_DIR, `${machineName}.json`)
    if (!updating && existsSync(this.file)) {
      for (const row of JSON.parse(readFileSync(this.file, 'utf8')) as Row[]) this.rows.set(keyOf(row.from, row.event), row)
    }
  }

  /** What this step must do: the table's row, or, while updating, what it did. */
  expected(before: AnyMachineSnapshot | null, event: AnyEventObject, effects: StepEffects): StepEffects | string {
    const from = before && (plain({ value: before.value, context: before.context }) as Row['from'])
    const plainEvent = plain(event)
    const key = keyOf(from, plainEvent)
    if (this.updating && !this.rows.has(key)) this.rows.set(key, { from, event: plainEvent, actions: effects })
    return (
      this.rows.get(key)?.actions ??
      `no row in ${this.file} for this step: run ${UPDATE_EFFECTS_ENV}=1 npm run test:paths and review the change`
    )
  }

  save() {
    if (!this.updating) return
    const rows = [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
    mkdirSync(dirname(this.file), { recursive: true })
    // A row a line: a changed rule shows as the rows it changed.
    writeFileSync(this.file, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`)
  }
}
