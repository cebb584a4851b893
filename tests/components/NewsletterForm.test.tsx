import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { CONSENT_STORAGE_KEY, cookieConsentMachine } from '../../machines/cookieConsent.machine'
import { newsletterMachine } from '../../machines/newsletter.machine'
import { siteMachine } from '../../machines/site.machine'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { newsletterText } from '../../src/content/newsletter'
import { NEWSLETTER_TOASTS } from '../../messages/newsletter'
import { createCookieConsentActors } from '../../src/flows/cookieConsent/cookieConsentActors'
import { NewsletterForm } from '../../src/flows/newsletter/NewsletterForm'
import { createNewsletterActors, type NewsletterBackend } from '../../src/flows/newsletter/newsletterActors'
import { deferred } from '../machines/support/testSystem'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

type InsertError = { code: string; message: string }

interface Insert {
  table: string
  row: { email: string }
  /** Answers the insert the way supabase-js does: `{ error }`, null on success. */
  answer: (error: InsertError | null) => void
}

/** A stand-in for the Supabase client: records each insert and waits for the test to answer it. */
function fakeSupabase() {
  const inserts: Insert[] = []
  const client: NewsletterBackend = {
    from: (table) => ({
      insert: (row) => new Promise((resolve) => inserts.push({ table, row, answer: (error) => resolve({ error }) })),
    }),
  }
  return { inserts, getSupabase: vi.fn(async () => client) }
}

const running = stopActorsAfterEach()

/**
 * The form against the real newsletter machine in the real site system (so its toasts reach the
 * toast queue and the live regions), with a fake client behind the real actors. `flowLoaded` holds
 * the flow's code back, as a slow network would.
 */
function renderForm({ flowLoaded, getSupabase }: { flowLoaded?: Promise<void>; getSupabase?: () => Promise<NewsletterBackend> } = {}) {
  const backend = fakeSupabase()
  const site = createActor(
    siteMachine.provide({
      actors: {
        cookieConsent: cookieConsentMachine.provide({
          actors: createCookieConsentActors({ storage: memoryStore({ [CONSENT_STORAGE_KEY]: 'declined' }), sendPageView: null }),
        }),
      },
    }),
  ).start()
  running.push(site)
  const loadFlow = vi.fn(async () => {
    await flowLoaded
    return {
      logic: newsletterMachine.provide({
        actors: createNewsletterActors({ getSupabase: getSupabase ?? backend.getSupabase, isOnline: () => true }),
      }),
      input: undefined,
    }
  })
  renderAt(
    '/',
    <>
      <NewsletterForm loadFlow={loadFlow} />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const input = () => screen.getByLabelText<HTMLInputElement>(newsletterText.emailLabel)
  const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: newsletterText.submit })
  return { ...backend, site, loadFlow, input, sendButton, user: userEvent.setup() }
}

/** The toast shown: errors in the assertive region of the toasts, the rest in the polite one. */
async function expectToast(toast: { title: string; message: string; type: string }) {
  const region = within(screen.getByRole('region', { name: 'Varsler' })).getByRole(toast.type === 'error' ? 'alert' : 'status')
  expect(await within(region).findByText(toast.title)).toBeTruthy()
  expect(within(region).getByText(toast.message)).toBeTruthy()
}

describe('the newsletter form', () => {
  it('has a labelled e-mail input, a Send button and the terms line with its link', () => {
    const { input, sendButton } = renderForm()
    const field = input()
    expect(field.type).toBe('email')
    expect(field.required).toBe(true)
    expect(field.maxLength).toBe(254)
    expect(field.autocomplete).toBe('email')
    expect(field.closest('form')!.noValidate).toBe(true)
    const terms = screen.getByRole('link', { name: newsletterText.terms.link.label })
    expect(terms.getAttribute('href')).toBe('/vilkar')
    const termsLine = document.getElementById(sendButton().getAttribute('aria-describedby')!)
    expect(termsLine?.textContent).toBe(`${newsletterText.terms.before}${newsletterText.terms.link.label}${newsletterText.terms.after}`)
    expect(termsLine?.textContent).toBe('Ved å melde deg på godtar du vilkårene og betingelsene våre.')
  })

  it.each(['ola@example', ''])("refuses %j with the 'Feil' toast and sends nothing", async (typed) => {
    const { input, sendButton, inserts, user } = renderForm()
    if (typed) await user.type(input(), typed)
    await user.click(sendButton())
    await expectToast({ title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' })
    expect(inserts).toEqual([])
    expect(input().value).toBe(typed)
  })

  it("reads 'Sender...' with the input disabled while sending, then clears the field and thanks the visitor", async () => {
    const { input, inserts, user } = renderForm()
    await user.type(input(), 'ola@example.no')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const sending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sender...' })
    expect(sending.disabled).toBe(true)
    expect(input().disabled).toBe(true)
    expect(inserts.map(({ table, row }) => ({ table, row }))).toEqual([
      { table: 'newsletter_subscriptions', row: { email: 'ola@example.no' } },
    ])

    inserts[0]!.answer(null)
    await expectToast({ title: 'Suksess!', message: 'Takk for at du abonnerer på vårt nyhetsbrev.', type: 'success' })
    await waitFor(() => expect(input().value).toBe(''))
    expect(input().disabled).toBe(false)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false)
  })

  it('asks to confirm from the mail after a sign-up, in a polite live region, until the next submit', async () => {
    const { input, sendButton, inserts, user } = renderForm()
    const line = input().closest('form')!.querySelector('p[role=status]')!
    expect(line.textContent).toBe('')
    await user.type(input(), 'ola@example.no{Enter}')
    await waitFor(() => expect(inserts).toHaveLength(1))
    expect(line.textContent).toBe('')

    inserts[0]!.answer(null)
    await waitFor(() => expect(line.textContent).toBe('Vi har sendt deg en e-post. Trykk på lenken i den for å bekrefte påmeldingen.'))
    expect(newsletterText.confirmationSent).toBe(line.textContent)
    await expectToast(NEWSLETTER_TOASTS.subscribed)
    await user.type(input(), 'kari@example.no')
    expect(line.textContent).not.toBe('')

    await user.click(sendButton())
    await waitFor(() => expect(line.textContent).toBe(''))
    inserts[1]!.answer({ code: '23505', message: 'duplicate key value violates unique constraint' })
    await waitFor(() => expect(input().disabled).toBe(false))
    expect(line.textContent).toBe('')
  })

  it.each([
    [
      'a duplicate (23505)',
      { code: '23505', message: 'duplicate key value violates unique constraint' },
      NEWSLETTER_TOASTS.alreadySubscribed,
    ],
    ['a JWT error', { code: 'PGRST301', message: 'JWT expired' }, NEWSLETTER_TOASTS.reloadPage],
  ])('answers %s with its toast and keeps the address', async (_, error, toast) => {
    const { input, sendButton, inserts, user } = renderForm()
    await user.type(input(), 'ola@example.no{Enter}')
    await waitFor(() => expect(inserts).toHaveLength(1))
    inserts[0]!.answer(error)
    await expectToast(toast)
    expect(toast.title).toBe(error.code === '23505' ? 'Allerede registrert' : 'Feil')
    expect(input().value).toBe('ola@example.no')
    expect(input().disabled).toBe(false)
    expect(sendButton().disabled).toBe(false)
  })

  it("answers any other error with 'Prøv igjen senere.', logs it and keeps the address", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { input, inserts, user } = renderForm()
    await user.type(input(), 'ola@example.no{Enter}')
    await waitFor(() => expect(inserts).toHaveLength(1))
    inserts[0]!.answer({ code: '', message: 'TypeError: Failed to fetch' })
    await expectToast({ title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv igjen senere.', type: 'error' })
    expect(input().value).toBe('ola@example.no')
    expect(log).toHaveBeenCalledWith('Newsletter sign-up failed', { code: '', message: 'TypeError: Failed to fetch' })
  })

  it("answers a client that cannot load with 'Prøv igjen senere.'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { input, user } = renderForm({ getSupabase: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) })
    await user.type(input(), 'ola@example.no{Enter}')
    await expectToast(NEWSLETTER_TOASTS.tryLater)
    expect(input().value).toBe('ola@example.no')
    expect(log).toHaveBeenCalledOnce()
  })

  it('keeps what is typed before the flow is ready, then hands it to the flow', async () => {
    const flowLoaded = deferred<void>()
    const { input, loadFlow, inserts, user } = renderForm({ flowLoaded: flowLoaded.promise })
    await user.type(input(), 'ola@example.no')
    expect(loadFlow).toHaveBeenCalledOnce()
    expect(input().value).toBe('ola@example.no')

    flowLoaded.resolve()
    await waitFor(() => expect(input().value).toBe('ola@example.no'))
    await user.type(input(), 'x')
    expect(input().value).toBe('ola@example.nox')
    await user.clear(input())
    await user.type(input(), 'kari@example.no{Enter}')
    await waitFor(() => expect(inserts.map(({ row }) => row.email)).toEqual(['kari@example.no']))
  })

  it('a submit before the flow is ready waits for it, then sends what was typed', async () => {
    const flowLoaded = deferred<void>()
    const { input, inserts, user } = renderForm({ flowLoaded: flowLoaded.promise })
    await user.type(input(), 'ola@example.no{Enter}')
    expect(inserts).toEqual([])

    flowLoaded.resolve()
    await waitFor(() => expect(inserts.map(({ row }) => row.email)).toEqual(['ola@example.no']))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sender...' }).disabled).toBe(true)
  })

  it('loads nothing of the flow until the form is used, and works by keyboard alone', async () => {
    const { loadFlow, getSupabase, inserts, user } = renderForm()
    expect(loadFlow).not.toHaveBeenCalled()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByLabelText(newsletterText.emailLabel))
    expect(loadFlow).toHaveBeenCalledOnce()
    expect(getSupabase).not.toHaveBeenCalled()
    await user.keyboard('ola@example.no')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(inserts).toHaveLength(1))
    inserts[0]!.answer(null)
    await expectToast(NEWSLETTER_TOASTS.subscribed)
  })
})
