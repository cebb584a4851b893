import { createServer } from 'node:net'

/** Whether nothing listens on `port` of `host`: a listen there succeeds. */
function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

/**
 * Resolves once every port is free, looking again after each `pause` (a quarter of a second). The servers
 * of the step before (a browser suite's web server that Playwright stopped) may still be closing when the
 * next suite starts its own on the same ports.
 */
export async function waitForFreePorts(
  host: string,
  ports: readonly number[],
  timeoutMs: number,
  pause = () => new Promise<void>((resolve) => setTimeout(resolve, 250)),
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const taken: number[] = []
    for (const port of ports) if (!(await isFree(host, port))) taken.push(port)
    if (taken.length === 0) return
    if (Date.now() > deadline) throw new Error(`ports still in use after ${timeoutMs / 1000} s: ${taken.join(', ')}`)
    await pause()
  }
}
