import { assign, setup } from 'xstate'
import { promisePort } from './ports'

export interface NewsletterLinkInput {
  /** The link's `token`, taken out of the address; the page starts the flow only for one of the mails' form. */
  token: string | null
}

/**
 * What the backend answers a link's token: refused (unknown, altered, expired or already used), or
 * taken; a confirmed sign-up comes with the token of its leave link. The key names a token, so the
 * inspector redacts it (src/devtools/redact.ts).
 */
export interface NewsletterLinkAnswer {
  taken: boolean
  leaveToken?: string
}

export interface NewsletterLinkContext {
  token: string | null
  /** The leave link's token, once a confirmation gave one. */
  leaveToken: string | null
  /** Whether the last press failed for a reason other than the link (network, backend down), so it may be tried again. */
  failed: boolean
}

export type NewsletterLinkEvent = { type: 'link.use' }

/**
 * The pages a newsletter mail's links open: /nyhetsbrev/bekreft (confirm the sign-up) and
 * /nyhetsbrev/avmeld (leave). Opening a page spends nothing, as mail scanners open links before
 * people do: the token goes to the backend only when the visitor presses the page's button. A missing
 * token or one of the wrong form gets the page's own answer (src/flows/shared/linkToken.ts) and no
 * flow. A failed request keeps the token for another press.
 *
 * Injected actor (`provide({ actors })`):
 * - `spendLink`: input `{ token }`; confirms the sign-up or removes the address, by the page;
 *   resolves with the backend's {@link NewsletterLinkAnswer}, rejects when the request failed.
 */
export const newsletterLinkMachine = setup({
  types: {
    context: {} as NewsletterLinkContext,
    events: {} as NewsletterLinkEvent,
    input: {} as NewsletterLinkInput,
  },
  actors: {
    spendLink: promisePort<NewsletterLinkAnswer, { token: string }>('spendLink'),
  },
  guards: {
    wasTaken: (_, answer: NewsletterLinkAnswer) => answer.taken,
  },
  actions: {
    setFailed: assign({ failed: (_, failed: boolean) => failed }),
    keepLeaveToken: assign({ leaveToken: (_, answer: NewsletterLinkAnswer) => answer.leaveToken ?? null }),
  },
}).createMachine({
  id: 'newsletterLink',
  context: ({ input }) => ({ token: input.token, leaveToken: null, failed: false }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'link.use': { target: 'sending', actions: { type: 'setFailed', params: false } } },
    },
    sending: {
      invoke: {
        id: 'spendLink',
        src: 'spendLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'wasTaken', params: ({ event }) => event.output },
            target: 'done',
            actions: { type: 'keepLeaveToken', params: ({ event }) => event.output },
          },
          { target: 'linkBroken' },
        ],
        onError: { target: 'ready', actions: { type: 'setFailed', params: true } },
      },
    },
    done: {
      type: 'final',
    },
    linkBroken: {
      type: 'final',
    },
  },
})
