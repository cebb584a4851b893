import { describe, expect, it } from 'vitest'
import { ACTIVITY_CHANNEL_NAME, createIdleSessionActors, IDLE_WARNING_ATTRIBUTE } from '../../src/flows/session/idleSessionActors'
import { runCallback } from './support/runCallback'

type Registered = { target: 'window' | 'document'; type: string; listener: EventListener; options: unknown }

/**
 * A window for the actors: it records the listeners added and removed (on itself and its document)
 * and calls them with `fire`. Its document's visibility is set by the test.
 */
function testWindow() {
  const listeners: Registered[] = []
  const listenerSet = (target: Registered['target']) => ({
    addEventListener: (type: string, listener: EventListener, options?: unknown) =>
      void listeners.push({ target, type, listener, options }),
    removeEventListener: (type: string, listener: EventListener) => {
      const index = listeners.findIndex((each) => each.target === target && each.type === type && each.listener === listener)
      if (index >= 0) listeners.splice(index, 1)
    },
  })
  const document = { ...listenerSet('document'), visibilityState: 'visible' as DocumentVisibilityState }
  const window = { ...listenerSet('window'), document } as unknown as Window
  /** Calls the listeners `target` has for `type`, as the browser would for an event at `eventTarget`. */
  const fire = (target: Registered['target'], type: string, eventTarget: unknown = window, key?: string) =>
    listeners
      .filter((each) => each.target === target && each.type === type)
      .forEach(({ listener }) => listener({ type, target: eventTarget, key } as unknown as Event))
  const setVisibility = (state: DocumentVisibilityState) => {
    document.visibilityState = state
    fire('document', 'visibilitychange', document)
  }
  return { window, listeners, fire, setVisibility }
}

/** An element for `closest`: inside the session-timeout dialog or not. */
const element = (insideWarning: boolean) => ({
  closest: (selector: string) => (insideWarning && selector === `[${IDLE_WARNING_ATTRIBUTE}]` ? {} : null),
})

function startLocalActivity() {
  const browser = testWindow()
  let time = 1_800_000_000_000
  const actors = createIdleSessionActors({ window: browser.window, now: () => time, openChannel: null })
  const activity = runCallback(actors.localActivity)
  const sent = () => activity.received().map((event) => event.type)
  return { ...browser, activity, sent, wait: (ms: number) => void (time += ms) }
}

describe('localActivity', () => {
  it('listens on the window, in the capture phase and passively, for mouse down and move, key press, scroll and touch start', () => {
    const { listeners } = startLocalActivity()
    expect(listeners.filter((each) => each.target === 'window').map(({ type, options }) => ({ type, options }))).toEqual(
      ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'].map((type) => ({ type, options: { capture: true, passive: true } })),
    )
    expect(listeners.filter((each) => each.target === 'document').map(({ type }) => type)).toEqual(['visibilitychange'])
  })

  it.each(['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'])('tells of a %s', (type) => {
    const { fire, sent } = startLocalActivity()
    fire('window', type)
    expect(sent()).toEqual(['user.activity'])
  })

  it('tells of activity at most once a second, by the injected clock', () => {
    const { fire, sent, wait } = startLocalActivity()
    fire('window', 'mousemove')
    fire('window', 'mousemove')
    wait(999)
    fire('window', 'keydown')
    expect(sent()).toEqual(['user.activity'])
    wait(1)
    fire('window', 'scroll')
    expect(sent()).toEqual(['user.activity', 'user.activity'])
    wait(500)
    fire('window', 'touchstart')
    wait(499)
    fire('window', 'mousedown')
    expect(sent()).toEqual(['user.activity', 'user.activity'])
    wait(1)
    fire('window', 'mousedown')
    expect(sent()).toEqual(['user.activity', 'user.activity', 'user.activity'])
  })

  it('does not count pointing at the session-timeout dialog nor the keys that work its buttons, nor let them hold back the next activity', () => {
    const { fire, sent } = startLocalActivity()
    for (const type of ['mousedown', 'mousemove', 'touchstart']) fire('window', type, element(true))
    for (const key of ['Tab', 'Shift', 'Enter', ' ', 'Escape']) fire('window', 'keydown', element(true), key)
    expect(sent()).toEqual([])
    fire('window', 'mousemove', element(false))
    expect(sent()).toEqual(['user.activity'])
  })

  it('counts any other key pressed in the dialog as activity', () => {
    const { fire, sent } = startLocalActivity()
    fire('window', 'keydown', element(true), 'a')
    expect(sent()).toEqual(['user.activity'])
  })

  it('tells when the tab becomes visible again, and not when it is hidden', () => {
    const { setVisibility, sent } = startLocalActivity()
    setVisibility('hidden')
    expect(sent()).toEqual([])
    setVisibility('visible')
    expect(sent()).toEqual(['page.visible'])
    setVisibility('visible')
    expect(sent()).toEqual(['page.visible', 'page.visible'])
  })

  it('removes every listener when stopped', () => {
    const { activity, listeners } = startLocalActivity()
    expect(listeners).toHaveLength(6)
    activity.stop()
    expect(listeners).toEqual([])
  })
})

/** A BroadcastChannel for the actor: records what is posted and whether it was closed. */
function testChannel(name: string) {
  return {
    name,
    posted: [] as unknown[],
    closed: false,
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage(message: unknown) {
      this.posted.push(message)
    },
    close() {
      this.closed = true
    },
  }
}

function startActivityChannel() {
  const opened: ReturnType<typeof testChannel>[] = []
  const actors = createIdleSessionActors({
    window: testWindow().window,
    now: () => 0,
    openChannel: (name) => {
      const channel = testChannel(name)
      opened.push(channel)
      return channel as unknown as BroadcastChannel
    },
  })
  const sharing = runCallback(actors.activityChannel)
  return { opened, sharing, channel: () => opened[0]! }
}

describe('activityChannel', () => {
  it(`opens the channel '${ACTIVITY_CHANNEL_NAME}'`, () => {
    const { opened } = startActivityChannel()
    expect(opened.map((channel) => channel.name)).toEqual(['havbors-activity'])
  })

  it('posts to the other tabs on activity.share', () => {
    const { sharing, channel } = startActivityChannel()
    sharing.send({ type: 'activity.share' })
    sharing.send({ type: 'activity.share' })
    expect(channel().posted).toEqual(['activity', 'activity'])
    expect(sharing.received()).toEqual([])
  })

  it('sends activity.remote for a message from another tab, without posting it again', () => {
    const { sharing, channel } = startActivityChannel()
    channel().onmessage!({ data: 'activity' } as MessageEvent)
    expect(sharing.received()).toEqual([{ type: 'activity.remote' }])
    expect(channel().posted).toEqual([])
  })

  it('closes the channel when stopped', () => {
    const { sharing, channel } = startActivityChannel()
    expect(channel().closed).toBe(false)
    sharing.stop()
    expect(channel().closed).toBe(true)
  })

  it('does nothing, and fails at nothing, without BroadcastChannel', () => {
    const actors = createIdleSessionActors({ window: testWindow().window, now: () => 0, openChannel: null })
    const sharing = runCallback(actors.activityChannel)
    sharing.send({ type: 'activity.share' })
    expect(sharing.received()).toEqual([])
    expect(sharing.status()).toBe('active')
    expect(() => sharing.stop()).not.toThrow()
  })
})
