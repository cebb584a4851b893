import { describe, expect, it } from 'vitest'
import { type ActorRefFrom, type AnyActorRef, createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { authFormMachine } from '../../machines/authForm.machine'
import { authMachine, type AuthChangeMessage, type AuthSession } from '../../machines/auth.machine'
import { contactFormMachine } from '../../machines/contactForm.machine'
import { cookieConsentMachine } from '../../machines/cookieConsent.machine'
import { IDLE_TIMEOUT_MS, idleSessionMachine } from '../../machines/idleSession.machine'
import { newsletterMachine } from '../../machines/newsletter.machine'
import { siteMachine } from '../../machines/site.machine'
import { flush } from './support/testSystem'

const session: AuthSession = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id: 'u1' } }

function startSite() {
  let emitAuthEvent: (message: AuthChangeMessage) => void = () => {}
  const signOuts: number[] = []
  const auth = authMachine.provide({
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
  })
  const idleSession = idleSessionMachine.provide({
    actors: { localActivity: fromCallback(() => {}), activityChannel: fromCallback(() => {}) },
  })
  const logic = siteMachine.provide({
    actors: {
      cookieConsent: cookieConsentMachine.provide({ actors: { readConsent: fromPromise(async (): Promise<string | null> => null) } }),
    },
  })
  const clock = new SimulatedClock()
  const site = createActor(logic, { clock }).start()
  /** The flows running in the site, by id: the long-lived ones and the mounted forms. */
  const children = () => site.getSnapshot().children as Record<string, AnyActorRef | undefined>
  const visibleToast = () => children().toasts?.getSnapshot().context.current
  return {
    site,
    clock,
    children,
    visibleToast,
    signOuts,
    watchSession: () => site.send({ type: 'session.watch', auth, idleSession, now: () => clock.now() }),
    signIn: () => emitAuthEvent({ type: 'auth.change', event: 'SIGNED_IN', session }),
  }
}

describe('site actor system', () => {
  it('runs the toast queue and cookie consent from the start, under their system ids', async () => {
    const { site } = startSite()
    await flush()
    for (const systemId of ['toasts', 'cookieConsent']) expect(site.system.get(systemId)).toBeDefined()
    for (const systemId of ['auth', 'idleSession']) expect(site.system.get(systemId)).toBeUndefined()
    expect(site.system.get('cookieConsent')?.getSnapshot().value).toBe('unset')
  })

  it('runs auth and the idle session once the session is watched, and only once', async () => {
    const { site, watchSession } = startSite()
    watchSession()
    const auth = site.system.get('auth')
    watchSession()
    await flush()
    expect(auth).toBeDefined()
    expect(site.system.get('auth')).toBe(auth)
    expect(site.system.get('idleSession')?.getSnapshot().value).toBe('inactive')
  })

  it("lets a mounted form's toast reach the site's toast queue", () => {
    const { site, children, visibleToast } = startSite()
    site.send({ type: 'form.mount', id: 'footer-newsletter', logic: newsletterMachine })
    const newsletter = children()['footer-newsletter'] as ActorRefFrom<typeof newsletterMachine>
    newsletter.send({ type: 'form.submit' })
    expect(visibleToast()).toMatchObject({ title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' })
  })

  it("lets a contact form's toast reach the site's toast queue", () => {
    const { site, children, visibleToast } = startSite()
    site.send({ type: 'form.mount', id: 'contact-page', logic: contactFormMachine, input: { token: 'k'.repeat(32) } })
    const contactForm = children()['contact-page'] as ActorRefFrom<typeof contactFormMachine>
    contactForm.send({ type: 'form.submit', honeypot: '', token: 'forged' })
    expect(visibleToast()).toMatchObject({
      title: 'Sikkerhetsfeil',
      message: 'Ugyldig forespørsel. Vennligst oppdater siden og prøv igjen.',
    })
  })

  it('mounts a form per instance and stops it on unmount', () => {
    const { site, children } = startSite()
    site.send({ type: 'form.mount', id: 'auth-page', logic: authFormMachine })
    site.send({ type: 'form.mount', id: 'footer-newsletter', logic: newsletterMachine })
    expect(children()['auth-page']?.getSnapshot().value).toEqual({ signIn: 'idle' })
    site.send({ type: 'form.unmount', id: 'auth-page' })
    expect(children()['auth-page']).toBeUndefined()
    expect(children()['footer-newsletter']).toBeDefined()
  })

  it('signs out through auth when the idle session runs out', async () => {
    const { children, clock, signIn, signOuts, watchSession } = startSite()
    watchSession()
    signIn()
    await flush()
    expect(children().auth?.getSnapshot().matches('signedIn')).toBe(true)
    expect(children().idleSession?.getSnapshot().matches('tracking')).toBe(true)
    clock.increment(IDLE_TIMEOUT_MS - 300_000)
    for (let second = 0; second < 300; second++) clock.increment(1000)
    await flush()
    expect(signOuts).toHaveLength(1)
    expect(children().auth?.getSnapshot().context.user).toBeNull()
    expect(children().idleSession?.getSnapshot().value).toBe('inactive')
  })
})
