import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { DEFAULT_TOAST_DURATION_MS, TOAST_EXIT_MS, toastQueueMachine, type ToastRequest } from '../../machines/toastQueue.machine'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toastQueueMachine, { clock }).start()
  const show = (toast: ToastRequest) => actor.send({ type: 'toast.show', toast })
  const visibleTitle = () => (actor.getSnapshot().matches('showing') ? actor.getSnapshot().context.current?.title : undefined)
  return { actor, clock, show, visibleTitle }
}

describe('toast queue', () => {
  it('shows a toast with the defaults filled in', () => {
    const { actor, show } = start()
    show({ title: 'Melding sendt!' })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(actor.getSnapshot().context.current).toEqual({
      id: 1,
      title: 'Melding sendt!',
      message: '',
      type: 'info',
      duration: DEFAULT_TOAST_DURATION_MS,
      position: 'bottom-right',
      href: undefined,
    })
  })

  it('hides a toast after the default 5000 ms, then clears it after the exit animation', () => {
    const { actor, clock, show, visibleTitle } = start()
    show({ title: 'A' })
    clock.increment(4999)
    expect(visibleTitle()).toBe('A')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('exiting')
    expect(actor.getSnapshot().context.current?.title).toBe('A')
    clock.increment(TOAST_EXIT_MS)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.current).toBeNull()
  })

  it('waits while paused (pointer or focus on it), and gets its whole duration again once resumed', () => {
    const { actor, clock, show, visibleTitle } = start()
    show({ title: 'Melding sendt!' })
    clock.increment(4000)
    actor.send({ type: 'toast.pause' })
    clock.increment(60_000)
    expect(visibleTitle()).toBe('Melding sendt!')
    actor.send({ type: 'toast.resume' })
    clock.increment(DEFAULT_TOAST_DURATION_MS - 1)
    expect(visibleTitle()).toBe('Melding sendt!')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('exiting')
  })

  it('closes a paused toast when asked', () => {
    const { actor, show } = start()
    show({ title: 'A' })
    actor.send({ type: 'toast.pause' })
    actor.send({ type: 'toast.close' })
    expect(actor.getSnapshot().value).toBe('exiting')
  })

  it('honours a toast’s own duration', () => {
    const { actor, clock, show } = start()
    show({ title: 'Ikke funnet', type: 'warning', duration: 8000 })
    clock.increment(7999)
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('exiting')
  })

  it('shows one toast at a time and the queued ones in order', () => {
    const { actor, clock, show, visibleTitle } = start()
    show({ title: 'A', duration: 1000 })
    show({ title: 'B', duration: 2000 })
    show({ title: 'C' })
    expect(visibleTitle()).toBe('A')
    expect(actor.getSnapshot().context.queue.map((toast) => toast.title)).toEqual(['B', 'C'])
    clock.increment(1000)
    clock.increment(TOAST_EXIT_MS)
    expect(visibleTitle()).toBe('B')
    clock.increment(2000)
    clock.increment(TOAST_EXIT_MS)
    expect(visibleTitle()).toBe('C')
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('closes the visible toast when the user closes it, and the next one follows', () => {
    const { actor, clock, show, visibleTitle } = start()
    show({ title: 'A' })
    show({ title: 'B' })
    actor.send({ type: 'toast.close' })
    expect(actor.getSnapshot().value).toBe('exiting')
    clock.increment(TOAST_EXIT_MS)
    expect(visibleTitle()).toBe('B')
  })

  it('queues a toast that arrives while another is leaving', () => {
    const { clock, show, actor, visibleTitle } = start()
    show({ title: 'A' })
    actor.send({ type: 'toast.close' })
    show({ title: 'B' })
    clock.increment(TOAST_EXIT_MS)
    expect(visibleTitle()).toBe('B')
  })

  it('shows a toast again when the same one arrives while it is leaving', () => {
    const { clock, show, actor, visibleTitle } = start()
    show({ title: 'Feil', message: 'Prøv igjen senere.' })
    actor.send({ type: 'toast.close' })
    show({ title: 'Feil', message: 'Prøv igjen senere.' })
    show({ title: 'Feil', message: 'Prøv igjen senere.' })
    clock.increment(TOAST_EXIT_MS)
    expect(visibleTitle()).toBe('Feil')
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('ignores a toast identical to the visible or a queued one', () => {
    const { actor, show } = start()
    show({ title: 'A', message: 'x' })
    show({ title: 'A', message: 'x' })
    show({ title: 'B' })
    show({ title: 'B' })
    expect(actor.getSnapshot().context.queue.map((toast) => toast.title)).toEqual(['B'])
  })

  it('ignores a close with nothing shown', () => {
    const { actor } = start()
    actor.send({ type: 'toast.close' })
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
