import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { authMachine, type AuthChangeMessage, type AuthSession } from '../../machines/auth.machine'
import { contactFormMachine } from '../../machines/contactForm.machine'
import { cookieConsentMachine, type StoredConsent } from '../../machines/cookieConsent.machine'
import { IDLE_TIMEOUT_MS, idleSessionMachine } from '../../machines/idleSession.machine'
import { newsletterMachine } from '../../machines/newsletter.machine'
import { sessionMachine } from '../../machines/session.machine'
import { siteMachine } from '../../machines/site.machine'
import { createFlowActor } from '../../src/flows/shared/flowActor'
import { flush } from './support/testSystem'

const session: AuthSession = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id: 'u1' } }

function startSite() {
  const logic = siteMachine.provide({
    actors: {
      cookieConsent: cookieConsentMachine.provide({
        actors: { readConsent: fromPromise(async (): Promise<StoredConsent | null> => null) },
      }),
    },
  })
  const clock = new SimulatedClock()
  const site = createActor(logic, { clock }).start()
  const visibleToast = () => site.getSnapshot().children.toasts?.getSnapshot().context.current
  return { site, clock, visibleToast }
}

/** The session's flows with stand-in effects: the test emits the auth client's events and counts sign-outs. */
function sessionWithStandIns() {
  let emitAuthEvent: (message: AuthChangeMessage) => void = () => {}
  const signOuts: number[] = []
  const logic = sessionMachine.provide({
    actors: {
      auth: authMachine.provide({
        actors: {
          authEvents: fromCallback<EventObject, void>(({ sendBack }) => {
            emitAuthEvent = sendBack
          }),
          validateSession: fromPromise(async () => session.user),
          signOut: fromPromise(async () => {
            signOuts.push(1)
          }),
          forgetContactSubmission: fromPromise(async () => {}),
        },
      }),
      idleSession: idleSessionMachine.provide({
        actors: { localActivity: fromCallback(() => {}), activityChannel: fromCallback(() => {}) },
      }),
    },
  })
  return { logic, signOuts, signIn: () => emitAuthEvent({ type: 'auth.change', event: 'SIGNED_IN', session }) }
}

describe('site actor system', () => {
  it('runs the toast queue and cookie consent from the start, under their system ids', async () => {
    const { site } = startSite()
    await flush()
    for (const systemId of ['toasts', 'cookieConsent']) expect(site.system.get(systemId)).toBeDefined()
    expect(site.system.get('cookieConsent')?.getSnapshot().value).toBe('unset')
    expect(site.getSnapshot().context.session).toBeNull()
  })

  it('keeps the first session it is given, and only that one', () => {
    const { site, clock } = startSite()
    const first = createActor(sessionMachine, { input: { now: () => clock.now() } })
    const second = createActor(sessionMachine, { input: { now: () => clock.now() } })
    site.send({ type: 'session.started', session: first })
    site.send({ type: 'session.started', session: second })
    expect(site.getSnapshot().context.session).toBe(first)
  })

  it("lets a flow's toast reach the site's toast queue", () => {
    const { site, visibleToast } = startSite()
    const newsletter = createFlowActor(site, newsletterMachine, undefined).start()
    newsletter.send({ type: 'form.submit' })
    expect(visibleToast()).toMatchObject({ title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' })
  })

  it("lets a contact form's toast reach the site's toast queue", () => {
    const { site, visibleToast } = startSite()
    const contactForm = createFlowActor(site, contactFormMachine, { token: 'k'.repeat(32) }).start()
    contactForm.send({ type: 'form.submit', honeypot: '', token: 'forged' })
    expect(visibleToast()).toMatchObject({
      title: 'Sikkerhetsfeil',
      message: 'Ugyldig forespørsel. Vennligst oppdater siden og prøv igjen.',
    })
  })

  it("runs a flow's timers on the site's clock", () => {
    const { site, clock } = startSite()
    const flow = createFlowActor(site, newsletterMachine, undefined)
    expect(flow.clock).toBe(clock)
  })

  it('signs out through auth when the idle session runs out', async () => {
    const { site, clock } = startSite()
    const { logic, signIn, signOuts } = sessionWithStandIns()
    const running = createFlowActor(site, logic, { now: () => clock.now() }).start()
    const { auth, idleSession } = running.getSnapshot().children
    signIn()
    await flush()
    expect(auth?.getSnapshot().matches('signedIn')).toBe(true)
    expect(idleSession?.getSnapshot().matches('tracking')).toBe(true)
    clock.increment(IDLE_TIMEOUT_MS - 300_000)
    for (let second = 0; second < 300; second++) clock.increment(1000)
    await flush()
    expect(signOuts).toHaveLength(1)
    expect(auth?.getSnapshot().context.user).toBeNull()
    expect(idleSession?.getSnapshot().value).toBe('inactive')
  })
})
