import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { sessionMachine } from '../../machines/session.machine'
import { type SessionStarter, watchSession } from '../../src/flows/session/watchSession'
import { startTestSite } from '../components/support/authClient'

/** A starter that makes a session the test can recognise, never started. */
function countingStarter() {
  const started: ReturnType<SessionStarter>[] = []
  const start: SessionStarter = () => {
    started.push(createActor(sessionMachine, { input: { now: () => 0 } }))
    return started.at(-1)!
  }
  return { start, started }
}

describe('watching the session', () => {
  it('starts one session per site, however often and however soon it is asked', async () => {
    const site = startTestSite(new SimulatedClock())
    const { start, started } = countingStarter()
    const load = vi.fn(async () => start)
    const [first, second] = await Promise.all([watchSession(site, null, load), watchSession(site, null, load)])
    const third = await watchSession(site, null, load)
    expect(started).toHaveLength(1)
    expect(load).toHaveBeenCalledOnce()
    expect(first).toBe(started[0])
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(site.getSnapshot().context.session).toBe(first)
  })

  it('tries again when the session’s code could not load', async () => {
    const site = startTestSite(new SimulatedClock())
    const { start, started } = countingStarter()
    const load = vi.fn<() => Promise<SessionStarter>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(start)
    await expect(watchSession(site, null, load)).rejects.toThrow('offline')
    expect(site.getSnapshot().context.session).toBeNull()
    const session = await watchSession(site, null, load)
    expect(started).toEqual([session])
    expect(site.getSnapshot().context.session).toBe(session)
  })
})
