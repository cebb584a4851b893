import { assign, enqueueActions, sendTo, setup } from 'xstate'
import type { ConsentChoice, StoredConsent } from './cookieConsentChoice'
import { callbackPort, promisePort } from './ports'

export { CONSENT_STORAGE_KEY, type ConsentChoice, type StoredConsent } from './cookieConsentChoice'

/** A page view, passed on to analytics only while consent is accepted. */
export type PageView = { type: 'page.view'; path: string }

export interface CookieConsentContext {
  /** The page the visitor is on, so the page on which consent is given is counted too. */
  currentPath: string | null
}

/** What the `analytics` actor starts with: the page to record first, if any. */
export interface AnalyticsInput {
  currentPath: string | null
}

export type CookieConsentEvent = { type: 'consent.accept' } | { type: 'consent.decline' } | { type: 'consent.reopen' } | PageView

/**
 * The visitor's cookie choice, and the only switch for analytics: analytics runs while, and only
 * while, the stored choice is 'accepted' ('Godta alle') and still holds; 'Kun nødvendige' or no choice starts
 * nothing. A choice older than 12 months, or given to an earlier version of the banner's text, is stale: the
 * banner asks again and nothing runs until the answer. The banner shows until a choice holds, and the footer's 'Informasjonskapsler' link
 * reopens it, so consent can be withdrawn as easily as it was given; leaving 'accepted' stops
 * analytics at once. See docs/decisions.md, 'Cookie consent and withdrawal' and 'Analytics'.
 *
 * Injected actors (`provide({ actors })`):
 * - `readConsent`: no input; resolves with the stored choice of {@link CONSENT_STORAGE_KEY}, its context and whether
 *   it holds ({@link StoredConsent}), or null. It must not reject: blocked or failing storage reads as null
 *   (src/runtime/browserStorage.ts).
 * - `storeConsent`: input `{ choice: ConsentChoice }`; writes it under {@link CONSENT_STORAGE_KEY}, dated, to the current text.
 *   Started and forgotten: it must not reject (a full or blocked storage is ignored). The banner has
 *   written the same choice already, as it was made, so a flow that never loads loses nothing.
 * - `forgetConsent`: no input; removes {@link CONSENT_STORAGE_KEY}, so a reload before a new choice
 *   asks again and starts nothing. Started and forgotten like `storeConsent`.
 * - `analytics`: callback actor with {@link AnalyticsInput}, running while consent is accepted.
 *   Records a page view of `currentPath` (when set) as it starts, then one per {@link PageView} it
 *   receives; stops tracking on cleanup.
 */
/** The visitor's choice, stored as it is made. */
const choose = {
  'consent.accept': { target: 'accepted', actions: { type: 'store', params: { choice: 'accepted' } } },
  'consent.decline': { target: 'declined', actions: { type: 'store', params: { choice: 'declined' } } },
} as const

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
  },
  actors: {
    readConsent: promisePort<StoredConsent | null>('readConsent'),
    storeConsent: promisePort<void, { choice: ConsentChoice }>('storeConsent'),
    forgetConsent: promisePort<void>('forgetConsent'),
    analytics: callbackPort<PageView, AnalyticsInput>('analytics'),
  },
  guards: {
    holds: (_, params: { choice: ConsentChoice; stored: StoredConsent | null }) =>
      params.stored?.current === true && params.stored.choice === params.choice,
    isStale: (_, params: { stored: StoredConsent | null }) => params.stored?.current === false,
  },
  actions: {
    store: enqueueActions(({ enqueue }, params: { choice: ConsentChoice }) =>
      enqueue.spawnChild('storeConsent', { id: 'storeConsent', input: params }),
    ),
    forget: enqueueActions(({ enqueue }) => enqueue.spawnChild('forgetConsent', { id: 'forgetConsent' })),
    notePath: assign({ currentPath: ({ context, event }) => (event.type === 'page.view' ? event.path : context.currentPath) }),
    forwardPageView: sendTo('analytics', ({ event }) => event),
  },
}).createMachine({
  id: 'cookieConsent',
  context: { currentPath: null },
  initial: 'checking',
  on: {
    'page.view': { actions: 'notePath' },
  },
  states: {
    // Lasts until the stored choice is read, within the task that started the flow: an answer given then
    // was stored by the banner before the flow started (CookieBannerSlot), so the read brings it.
    checking: {
      invoke: {
        id: 'readConsent',
        src: 'readConsent',
        onDone: [
          { guard: { type: 'holds', params: ({ event }) => ({ choice: 'accepted', stored: event.output }) }, target: 'accepted' },
          { guard: { type: 'holds', params: ({ event }) => ({ choice: 'declined', stored: event.output }) }, target: 'declined' },
          { guard: { type: 'isStale', params: ({ event }) => ({ stored: event.output }) }, target: 'stale' },
          { target: 'unset' },
        ],
      },
    },
    unset: {
      tags: 'banner',
      on: choose,
    },
    // A choice too old or given to an earlier text: asked again, and until the answer nothing runs.
    stale: {
      tags: 'banner',
      on: choose,
    },
    accepted: {
      invoke: { id: 'analytics', src: 'analytics', input: ({ context }) => ({ currentPath: context.currentPath }) },
      on: {
        'page.view': { actions: ['notePath', 'forwardPageView'] },
        'consent.reopen': { target: 'unset', actions: 'forget' },
      },
    },
    declined: {
      on: { 'consent.reopen': { target: 'unset', actions: 'forget' } },
    },
  },
})
