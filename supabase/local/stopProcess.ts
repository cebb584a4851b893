import type { ChildProcess } from 'node:child_process'

/**
 * Stops a child process by its own id: SIGTERM, then SIGKILL if it has not ended within `killAfterMs`.
 * A child that has ended already, by its exit or by a signal (a Ctrl-C reaches the whole process
 * group), is done at once: its 'exit' event will not come again.
 */
export function stopProcess(child: ChildProcess, killAfterMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
