import { describe, expect, it } from 'vitest'
import { fromCallback, fromPromise } from 'xstate'
import {
  type AnalyticsInput,
  type ConsentChoice,
  cookieConsentMachine,
  type PageView,
  type StoredConsent,
} from '../../machines/cookieConsent.machine'
import { readChoice } from '../../tools/machinePaths/specs/cookieConsent'
import { deferred, flush, startInSystem } from './support/testSystem'

async function start(stored: () => Promise<StoredConsent | null>) {
  const writes: (ConsentChoice | 'removed')[] = []
  const pageViews: string[] = []
  const analytics = { starts: 0, running: false }
  const logic = cookieConsentMachine.provide({
    actors: {
      readConsent: fromPromise(stored),
      storeConsent: fromPromise(async ({ input }: { input: { choice: ConsentChoice } }) => {
        writes.push(input.choice)
      }),
      forgetConsent: fromPromise(async () => {
        writes.push('removed')
      }),
      analytics: fromCallback<PageView, AnalyticsInput>(({ input, receive }) => {
        analytics.starts++
        analytics.running = true
        if (input.currentPath !== null) pageViews.push(input.currentPath)
        receive((event) => pageViews.push(event.path))
        return () => (analytics.running = false)
      }),
    },
  })
  const system = startInSystem(logic, { peers: [] })
  await flush()
  const state = () => system.actor.getSnapshot()
  const bannerShown = () => state().hasTag('banner')
  return { ...system, state, bannerShown, writes, pageViews, analytics }
}

describe('cookie consent', () => {
  it('shows the banner while nothing is stored, with no analytics', async () => {
    const consent = await start(async () => null)
    expect(consent.state().value).toBe('unset')
    expect(consent.bannerShown()).toBe(true)
    expect(consent.analytics.starts).toBe(0)
  })

  it("'Godta alle' stores accepted, hides the banner and starts analytics", async () => {
    const consent = await start(async () => null)
    consent.actor.send({ type: 'consent.accept' })
    await flush()
    expect(consent.state().value).toBe('accepted')
    expect(consent.bannerShown()).toBe(false)
    expect(consent.writes).toEqual(['accepted'])
    expect(consent.analytics.running).toBe(true)
  })

  it('leaves a choice made while the stored one is read to the read: the banner stored it before the flow started', async () => {
    const read = deferred<StoredConsent | null>()
    const consent = await start(() => read.promise)
    expect(consent.state().value).toBe('checking')
    consent.actor.send({ type: 'consent.decline' })
    read.resolve(readChoice('declined'))
    await flush()
    expect(consent.state().value).toBe('declined')
    expect(consent.writes).toEqual([])
    expect(consent.analytics.starts).toBe(0)
  })

  it("'Kun nødvendige' stores declined, hides the banner and starts nothing", async () => {
    const consent = await start(async () => null)
    consent.actor.send({ type: 'consent.decline' })
    await flush()
    expect(consent.state().value).toBe('declined')
    expect(consent.bannerShown()).toBe(false)
    expect(consent.writes).toEqual(['declined'])
    expect(consent.analytics.starts).toBe(0)
  })

  it('starts analytics on a later load when accepted is stored, writing nothing', async () => {
    const consent = await start(async () => readChoice('accepted'))
    expect(consent.state().value).toBe('accepted')
    expect(consent.analytics.running).toBe(true)
    expect(consent.writes).toEqual([])
  })

  it('does nothing on a later load when declined is stored', async () => {
    const consent = await start(async () => readChoice('declined'))
    expect(consent.state().value).toBe('declined')
    expect(consent.bannerShown()).toBe(false)
    expect(consent.analytics.starts).toBe(0)
  })

  for (const choice of ['accepted', 'declined'] as const) {
    it(`asks again for a stale ${choice}, with no analytics until the answer, and dates the answer anew`, async () => {
      const consent = await start(async () => readChoice(choice, false))
      expect(consent.state().value).toBe('stale')
      expect(consent.bannerShown()).toBe(true)
      consent.actor.send({ type: 'page.view', path: '/rederi' })
      expect(consent.analytics.starts).toBe(0)
      consent.actor.send({ type: 'consent.accept' })
      await flush()
      expect(consent.state().value).toBe('accepted')
      expect(consent.writes).toEqual(['accepted'])
      expect(consent.pageViews).toEqual(['/rederi'])
    })
  }

  it('counts the page on which consent is given, then every page view, and none before', async () => {
    const consent = await start(async () => null)
    consent.actor.send({ type: 'page.view', path: '/' })
    consent.actor.send({ type: 'page.view', path: '/rederi' })
    expect(consent.pageViews).toEqual([])
    consent.actor.send({ type: 'consent.accept' })
    consent.actor.send({ type: 'page.view', path: '/kontakt' })
    expect(consent.pageViews).toEqual(['/rederi', '/kontakt'])
  })

  it('counts the first page of a later load, even when its view arrives before the stored choice is read', async () => {
    const storedChoice = deferred<StoredConsent | null>()
    const consent = await start(() => storedChoice.promise)
    consent.actor.send({ type: 'page.view', path: '/oppdretter' })
    storedChoice.resolve(readChoice('accepted'))
    await flush()
    expect(consent.pageViews).toEqual(['/oppdretter'])
  })

  it('sends nothing after Kun nødvendige', async () => {
    const consent = await start(async () => null)
    consent.actor.send({ type: 'page.view', path: '/' })
    consent.actor.send({ type: 'consent.decline' })
    consent.actor.send({ type: 'page.view', path: '/kontakt' })
    expect(consent.analytics.starts).toBe(0)
    expect(consent.pageViews).toEqual([])
  })

  it('lets the visitor withdraw consent from the reopened banner, which stops analytics', async () => {
    const consent = await start(async () => readChoice('accepted'))
    consent.actor.send({ type: 'consent.reopen' })
    expect(consent.bannerShown()).toBe(true)
    consent.actor.send({ type: 'consent.decline' })
    await flush()
    expect(consent.state().value).toBe('declined')
    expect(consent.analytics.running).toBe(false)
    expect(consent.writes).toEqual(['removed', 'declined'])
  })

  it('removes the stored choice as soon as the banner is reopened, so a reload starts no analytics', async () => {
    const consent = await start(async () => readChoice('accepted'))
    consent.actor.send({ type: 'consent.reopen' })
    await flush()
    expect(consent.analytics.running).toBe(false)
    expect(consent.writes).toEqual(['removed'])
  })

  it('lets the visitor change a declined choice to accepted', async () => {
    const consent = await start(async () => readChoice('declined'))
    consent.actor.send({ type: 'consent.reopen' })
    consent.actor.send({ type: 'consent.accept' })
    await flush()
    expect(consent.state().value).toBe('accepted')
    expect(consent.analytics.running).toBe(true)
    expect(consent.writes).toEqual(['removed', 'accepted'])
  })
})
