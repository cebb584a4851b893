import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { newsletterLinkMachine } from '../../machines/newsletterLink.machine'
import {
  createNewsletterLinkActors,
  type NewsletterLinkBackend,
  type NewsletterLinkKind,
} from '../../src/flows/newsletter/newsletterLinkActors'
import { freshPageAt } from './support/freshPage'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()
const TOKEN = '0123456789abcdef'.repeat(4)
const LEAVE_TOKEN = 'fedcba9876543210'.repeat(4)

interface RpcCall {
  fn: string
  args: unknown
  /** Answers the call the way supabase-js does: `{ data, error }`. */
  answer: (answer: { data?: unknown; error?: unknown }) => void
}

/** A stand-in for supabase-js: every call of a backend function waits for the test's answer. */
function fakeBackend() {
  const calls: RpcCall[] = []
  const client: NewsletterLinkBackend = {
    rpc: (fn, args) =>
      new Promise((resolve) => calls.push({ fn, args, answer: ({ data = null, error = null }) => resolve({ data, error }) })),
  }
  const getSupabase = vi.fn(async () => client)
  const loadFlow = vi.fn(async (kind: NewsletterLinkKind, token: string | null) => ({
    logic: newsletterLinkMachine.provide({ actors: { spendLink: createNewsletterLinkActors(getSupabase)[kind] } }),
    input: { token },
  }))
  return { calls, getSupabase, loadFlow }
}

const PATHS = { confirm: '/nyhetsbrev/bekreft', leave: '/nyhetsbrev/avmeld' } as const

/** The page of `kind` opened at `search`, in a fresh tab, with the real machine and actors over a fake client. */
async function openPage(kind: NewsletterLinkKind, search: string) {
  const path = PATHS[kind]
  const { renderAt, startTestSite } = await freshPageAt(`${path}${search}`)
  const { NewsletterLinkPage } = await import('../../src/pages/NewsletterLinkPage')
  const site = startTestSite(new SimulatedClock())
  running.push(site)
  const backend = fakeBackend()
  const view = renderAt(path, <NewsletterLinkPage loadFlow={backend.loadFlow} />, { loadSystem: async () => site })
  const button = () => screen.getByRole<HTMLButtonElement>('button')
  return { ...view, ...backend, button, storageKey: `mail_link:${path}`, user: userEvent.setup() }
}

/** Presses the page's button and waits for its request to the backend. */
async function press(page: Awaited<ReturnType<typeof openPage>>) {
  const before = page.calls.length
  await page.user.click(page.button())
  await waitFor(() => expect(page.calls).toHaveLength(before + 1))
  return page.calls.at(-1)!
}

describe('/nyhetsbrev/bekreft', () => {
  it('spends nothing on opening: the token leaves the address, and only the press sends it', async () => {
    const page = await openPage('confirm', `?token=${TOKEN}`)
    expect(window.location.search).toBe('')
    expect(JSON.parse(window.sessionStorage.getItem(page.storageKey)!)).toEqual({ token: TOKEN, type: null })
    expect(screen.getByRole('heading', { level: 1, name: 'Bekreft påmeldingen til nyhetsbrevet' })).toBeTruthy()
    expect(screen.getByText('Med lenken i e-posten bekrefter du at du vil få nyhetsbrevet vårt.')).toBeTruthy()
    await act(async () => {})
    expect(page.loadFlow).not.toHaveBeenCalled()
    expect(page.getSupabase).not.toHaveBeenCalled()
    expect(page.button().textContent).toBe('Bekreft påmeldingen')

    const call = await press(page)
    expect({ fn: call.fn, args: call.args }).toEqual({ fn: 'confirm_newsletter_subscription', args: { token: TOKEN } })
    expect(page.button().textContent).toBe('Bekrefter...')
    expect(page.button().getAttribute('aria-disabled')).toBe('true')
  })

  it('says the sign-up is confirmed, focuses that heading and links to leaving with the new token', async () => {
    const page = await openPage('confirm', `?token=${TOKEN}`)
    const call = await press(page)
    await act(async () => call.answer({ data: LEAVE_TOKEN }))
    const heading = await screen.findByRole('heading', { name: 'Påmeldingen er bekreftet' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText('Du får nå nyhetsbrevet vårt. Du kan melde deg av når som helst.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Meld meg av' }).getAttribute('href')).toBe(`/nyhetsbrev/avmeld?token=${LEAVE_TOKEN}`)
    expect(screen.queryByRole('button')).toBeNull()
    expect(window.sessionStorage.getItem(page.storageKey)).toBeNull()
  })
})

describe('/nyhetsbrev/avmeld', () => {
  it('sends the token only on the press, then says the address and consent are deleted, with a way home', async () => {
    const page = await openPage('leave', `?token=${TOKEN}`)
    expect(window.location.search).toBe('')
    expect(screen.getByRole('heading', { level: 1, name: 'Meld deg av nyhetsbrevet' })).toBeTruthy()
    expect(
      screen.getByText('Når du melder deg av, sletter vi e-postadressen din og samtykket ditt, og du får ingen flere nyhetsbrev fra oss.'),
    ).toBeTruthy()
    expect(page.button().textContent).toBe('Meld meg av')
    expect(page.loadFlow).not.toHaveBeenCalled()

    const call = await press(page)
    expect({ fn: call.fn, args: call.args }).toEqual({ fn: 'leave_newsletter', args: { token: TOKEN } })
    expect(page.button().textContent).toBe('Melder av...')
    await act(async () => call.answer({ data: true }))
    const heading = await screen.findByRole('heading', { name: 'Du er meldt av' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText('Vi har slettet e-postadressen din og samtykket ditt.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/')
    expect(window.sessionStorage.getItem(page.storageKey)).toBeNull()
  })
})

const MISSING = {
  title: 'Siden mangler lenken fra e-posten',
  text: 'Siden må åpnes fra lenken i e-posten vi sendte deg. I adressen du åpnet, er ikke koden fra lenken med.',
}
const MALFORMED = {
  title: 'Lenken er ufullstendig',
  text: 'Koden i lenken er kuttet av eller endret, for eksempel da lenken ble kopiert. Trykk på lenken i e-posten i stedet.',
}

/** Each page's way on from a link that cannot be used: the sign-up in the footer, or every mail's leave link and a message to us. */
const WAY_ON = {
  confirm: { text: /^Vil du ha nyhetsbrevet/, link: 'melde deg på igjen nederst på siden', href: '#footer-newsletter' },
  leave: { text: /^Trykk på «Meld meg av» nederst i en e-post fra oss/, link: 'skriv til oss', href: '/kontakt' },
} as const

/** Expects the answer titled `title` with its page's way on, and no button anywhere. */
function expectAnswerWithWayOn(kind: NewsletterLinkKind, title: string, text: string) {
  const answer = within(screen.getByRole('region', { name: title }))
  expect(answer.getByText(text)).toBeTruthy()
  expect(answer.getByText(WAY_ON[kind].text)).toBeTruthy()
  expect(answer.getByRole('link', { name: WAY_ON[kind].link }).getAttribute('href')).toBe(WAY_ON[kind].href)
  expect(screen.queryByRole('button')).toBeNull()
}

describe.each(['confirm', 'leave'] as const)('a link that cannot be used on the %s page', (kind) => {
  it.each([
    ['without a token', '', MISSING],
    ['with a malformed token', `?token=${TOKEN.toUpperCase()}`, MALFORMED],
    ['with a token cut short', `?token=${TOKEN.slice(0, 40)}`, MALFORMED],
  ])('says what is wrong with a page opened %s, at once, without the focus and without asking the backend', async (_, search, problem) => {
    const page = await openPage(kind, search)
    const heading = await screen.findByRole('heading', { name: problem.title })
    expect(document.activeElement).not.toBe(heading)
    expectAnswerWithWayOn(kind, problem.title, problem.text)
    expect(window.location.search).toBe('')
    expect(page.loadFlow).not.toHaveBeenCalled()
  })

  it('answers a token the backend refuses, its heading focused, and forgets it', async () => {
    const page = await openPage(kind, `?token=${TOKEN}`)
    const call = await press(page)
    await act(async () => call.answer({ data: kind === 'confirm' ? null : false }))
    const heading = await screen.findByRole('heading', { name: 'Lenken er ugyldig eller allerede brukt' })
    expect(document.activeElement).toBe(heading)
    const refused =
      kind === 'confirm'
        ? 'Lenken kan være skrevet feil, eller den er allerede brukt.'
        : 'Lenken kan være skrevet feil, eller du er allerede meldt av.'
    expectAnswerWithWayOn(kind, 'Lenken er ugyldig eller allerede brukt', refused)
    expect(window.sessionStorage.getItem(page.storageKey)).toBeNull()
  })

  it('keeps the token after a failed request, says so in an alert, and sends it again on the next press', async () => {
    const page = await openPage(kind, `?token=${TOKEN}`)
    const call = await press(page)
    await act(async () => call.answer({ error: { message: 'TypeError: Failed to fetch', code: '' } }))
    const problem = await screen.findByText('Det oppstod et problem. Prøv igjen om litt.')
    expect(problem.getAttribute('role')).toBe('alert')
    expect(page.button().getAttribute('aria-disabled')).toBe('false')
    expect(window.sessionStorage.getItem(page.storageKey)).not.toBeNull()

    const again = await press(page)
    expect(again.args).toEqual({ token: TOKEN })
    expect(screen.queryByText('Det oppstod et problem. Prøv igjen om litt.')).toBeNull()
  })

  it('says so when the flow itself cannot load, and loads it again on the next press', async () => {
    const page = await openPage(kind, `?token=${TOKEN}`)
    page.loadFlow.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    await page.user.click(page.button())
    expect((await screen.findByText('Det oppstod et problem. Prøv igjen om litt.')).getAttribute('role')).toBe('alert')
    await press(page)
    expect(page.loadFlow).toHaveBeenCalledTimes(2)
  })

  it('is used by keyboard alone', async () => {
    const page = await openPage(kind, `?token=${TOKEN}`)
    await page.user.tab()
    expect(document.activeElement).toBe(page.button())
    await page.user.keyboard('{Enter}')
    await waitFor(() => expect(page.calls).toHaveLength(1))
  })
})
