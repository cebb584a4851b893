import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { stopProcess } from '../../supabase/local/stopProcess'

const idleChild = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })

describe('stopProcess', () => {
  it('ends a running child with SIGTERM', async () => {
    const child = idleChild()
    await once(child, 'spawn')
    await stopProcess(child)
    expect(child.signalCode).toBe('SIGTERM')
  })

  it('is done at once with a child a signal has ended already, as a Ctrl-C to the process group does', async () => {
    const child = idleChild()
    await once(child, 'spawn')
    process.kill(child.pid!, 'SIGTERM')
    await once(child, 'exit')
    await stopProcess(child)
    expect(child.signalCode).toBe('SIGTERM')
  })
})
