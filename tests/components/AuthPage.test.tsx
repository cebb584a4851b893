import { AuthApiError } from '@supabase/supabase-js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { PASSWORD_RULES } from '../../machines/validation/passwordPolicy'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { authPageText, PASSWORD_RULE_CHECKLIST } from '../../src/content/authForm'
import { authFormFlow } from '../../src/flows/authForm/authFormFlow'
import { AuthPage } from '../../src/pages/AuthPage'
import { deferred } from '../machines/support/testSystem'
import { browserWithStoredSession, fakeAuthClient, sessionFlows, startTestSite, testSession, watchWith } from './support/authClient'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const EMAIL = 'ola@example.no'
const STRONG_PASSWORD = 'Havbors2024!'

const running = stopActorsAfterEach()

/**
 * The /auth page with the real auth-form, auth, idle-session, toast-queue and site machines, and a
 * fake auth client behind their real actors. `flowLoaded` holds the form's flow back, as a slow
 * network would; `stored` is a session the client already holds, which the site watches from its
 * start, as the site system does when a visit has one. `loadSystem` is where the site comes from.
 */
function renderPage({ flowLoaded, stored }: { flowLoaded?: Promise<void>; stored?: ReturnType<typeof testSession> } = {}) {
  const backend = fakeAuthClient({ stored })
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const loadFormFlow = vi.fn(async () => {
    await flowLoaded
    return authFormFlow(backend.getSupabase)
  })
  const watchSite = watchWith({ client: backend, storage: memoryStore(), clock })
  if (stored) void watchSite(site)
  const watch = vi.fn(watchSite)
  const loadSystem = vi.fn(async () => site)
  const view = renderAt(
    '/auth',
    <>
      <AuthPage loadFormFlow={loadFormFlow} watch={watch} />
      <ToastRegions />
    </>,
    { loadSystem, storage: stored ? browserWithStoredSession() : memoryStore() },
  )
  /** The panel of the selected tab; the other one is hidden. */
  const panel = () => within(screen.getByRole('tabpanel'))
  const field = (label: string) => panel().getByLabelText<HTMLInputElement>(label)
  const submitButton = () =>
    panel().getByRole<HTMLButtonElement>('button', { name: /^(Logg inn|Registrer|Logger inn\.\.\.|Registrerer\.\.\.)$/ })
  const tab = (name: string) => screen.getByRole('tab', { name })
  /** Waits until `name` is the selected tab and its panel the only one shown (Ark hides the other a moment later). */
  const shown = (name: string) =>
    waitFor(() => {
      expect(tab(name).getAttribute('aria-selected')).toBe('true')
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(name).id)
    })
  return {
    ...view,
    ...backend,
    site,
    clock,
    loadFormFlow,
    watch,
    loadSystem,
    panel,
    field,
    submitButton,
    tab,
    shown,
    user: userEvent.setup(),
  }
}

/** The toast shown: errors in the assertive region, the rest in the polite one, both among the 'Varsler'. */
/** The problem told below `input`, by the description it points to; null when none is. */
function problemOf(input: HTMLInputElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-problem'))
  return ids.length === 0 ? null : document.getElementById(ids[0]!)!.textContent
}

async function expectToast(toast: { title: string; message: string; type: 'success' | 'error' }) {
  const region = within(screen.getByRole('region', { name: 'Varsler' })).getByRole(toast.type === 'error' ? 'alert' : 'status')
  expect(await within(region).findByText(toast.title)).toBeTruthy()
  expect(within(region).getByText(toast.message)).toBeTruthy()
}

describe('the /auth page tabs', () => {
  // A browser runs pending microtasks between two animation-frame callbacks; jsdom runs them back to
  // back. Ark moves the focus in one callback and selects the focused tab in the next, after the focus
  // event has been handled in a microtask, so here each callback gets a task of its own.
  beforeEach(() => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(performance.now()), 0))
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => window.clearTimeout(id))
  })

  it("shows 'Logg inn' selected by default, with its panel", async () => {
    const { tab, panel, shown } = renderPage()
    await shown('Logg inn')
    const tabList = screen.getByRole('tablist', { name: authPageText.tabsLabel })
    expect(
      within(tabList)
        .getAllByRole('tab')
        .map((each) => each.textContent),
    ).toEqual(['Logg inn', 'Registrer'])
    expect(tab('Logg inn').getAttribute('aria-selected')).toBe('true')
    expect(tab('Registrer').getAttribute('aria-selected')).toBe('false')
    expect(panel().getByLabelText('E-post')).toBeTruthy()
    expect(panel().getByLabelText('Passord')).toBeTruthy()
    expect(panel().queryByLabelText('Bekreft passord')).toBeNull()
    expect(panel().getByRole('button', { name: 'Logg inn' })).toBeTruthy()
  })

  it("switches to 'Registrer' and back with the arrow keys", async () => {
    const { tab, panel, shown, user } = renderPage()
    act(() => tab('Logg inn').focus())
    await user.keyboard('{ArrowRight}')
    await shown('Registrer')
    expect(document.activeElement).toBe(tab('Registrer'))
    expect(tab('Logg inn').getAttribute('aria-selected')).toBe('false')
    expect(panel().getByLabelText('Bekreft passord')).toBeTruthy()
    expect(panel().getByRole('button', { name: 'Registrer' })).toBeTruthy()

    await user.keyboard('{ArrowLeft}')
    await shown('Logg inn')
    expect(document.activeElement).toBe(tab('Logg inn'))
    expect(panel().queryByLabelText('Bekreft passord')).toBeNull()
  })

  it("keeps 'Registrer' chosen before the form's flow has loaded, without a moment back on 'Logg inn'", async () => {
    const flowLoaded = deferred<void>()
    const { tab, shown, field, user, signUps } = renderPage({ flowLoaded: flowLoaded.promise })
    await user.click(tab('Registrer'))
    await shown('Registrer')
    await user.type(field('E-post'), EMAIL)
    // Every change of the tab's selection while the flow takes over, by the value it changed from.
    const changedFrom: (string | null)[] = []
    const watcher = new MutationObserver((records) => changedFrom.push(...records.map((record) => record.oldValue)))
    watcher.observe(tab('Registrer'), { attributes: true, attributeFilter: ['aria-selected'], attributeOldValue: true })

    await act(async () => flowLoaded.resolve())
    await act(async () => {})
    watcher.disconnect()
    expect(changedFrom).toEqual([])
    expect(tab('Registrer').getAttribute('aria-selected')).toBe('true')
    expect(field('E-post').value).toBe(EMAIL)
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), `${STRONG_PASSWORD}{Enter}`)
    await waitFor(() => expect(signUps).toHaveLength(1))
  })

  it('keeps the e-mail when switching tabs', async () => {
    const { tab, shown, field, user } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(field('E-post').value).toBe(EMAIL)
  })
})

describe('signing in', () => {
  it('keeps what is typed before the form’s flow has loaded, and signs in with it', async () => {
    const flowLoaded = deferred<void>()
    const { field, submitButton, loadFormFlow, auth, signIns, user } = renderPage({ flowLoaded: flowLoaded.promise })
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    expect(loadFormFlow).toHaveBeenCalledOnce()
    expect(field('E-post').value).toBe(EMAIL)
    expect(field('Passord').value).toBe('hemmelig1')

    await act(async () => flowLoaded.resolve())
    expect(field('E-post').value).toBe(EMAIL)
    expect(field('Passord').value).toBe('hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: EMAIL, password: 'hemmelig1' })
  })

  it("reads 'Logger inn...' with the button disabled while the client works, then says 'Innlogget'", async () => {
    const { field, submitButton, auth, signIns, user } = renderPage()
    await user.type(field('E-post'), `  ${EMAIL} `)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Logger inn...'))
    expect(submitButton().disabled).toBe(true)
    expect(field('E-post').readOnly).toBe(true)
    expect(field('Passord').readOnly).toBe(true)
    expect(auth.signInWithPassword).toHaveBeenCalledExactlyOnceWith({ email: EMAIL, password: 'hemmelig1' })

    await act(async () => signIns[0]!.resolve(null))
    await expectToast({ title: 'Innlogget', message: 'Du er nå logget inn.', type: 'success' })
    expect(submitButton().textContent).toBe('Logg inn')
    expect(submitButton().disabled).toBe(false)
  })

  it("says 'Ugyldig e-post eller passord.' for wrong credentials and keeps what was typed", async () => {
    const { field, panel, submitButton, signIns, user, location } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'feil-passord')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    await act(async () => signIns[0]!.resolve(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')))
    await expectToast({ title: 'Innlogging mislyktes', message: 'Ugyldig e-post eller passord.', type: 'error' })
    // Not one field's problem: it stands above the button, after the toast has gone too, until something is typed.
    expect(panel().getByText('Ugyldig e-post eller passord.')).toBeTruthy()
    expect(problemOf(field('Passord'))).toBeNull()
    expect(field('E-post').value).toBe(EMAIL)
    expect(field('Passord').value).toBe('feil-passord')
    expect(field('Passord').readOnly).toBe(false)
    expect(submitButton().disabled).toBe(false)
    expect(location.history).toEqual(['/auth'])
  })

  it("refuses an invalid e-mail with 'Ugyldig e-post' and never calls the client", async () => {
    const { field, submitButton, auth, user } = renderPage()
    await user.type(field('E-post'), 'ola@example')
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await expectToast({ title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.', type: 'error' })
    expect(auth.signInWithPassword).not.toHaveBeenCalled()
    expect(field('E-post').value).toBe('ola@example')
    expect(field('Passord').value).toBe('hemmelig1')
    expect(problemOf(field('E-post'))).toBe('Vennligst oppgi en gyldig e-postadresse.')
    expect(field('E-post').getAttribute('aria-invalid')).toBe('true')
    await user.type(field('Passord'), '2')
    expect(problemOf(field('E-post'))).toBe('Vennligst oppgi en gyldig e-postadresse.')
    await user.type(field('E-post'), '.no')
    expect(problemOf(field('E-post'))).toBeNull()
    expect(field('E-post').getAttribute('aria-invalid')).toBeNull()
  })

  it('sends a visitor who signs in here to the front page, replacing /auth in the history', async () => {
    const { field, submitButton, signIns, user, location } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    expect(location.history).toEqual(['/auth'])
    await act(async () => signIns[0]!.resolve(null))
    await waitFor(() => expect(location.history).toEqual(['/']))
  })
})

describe('signing up', () => {
  /** Each checklist rule's label and whether it says it is met. */
  function checklist() {
    const password = screen.getByRole('tabpanel').querySelector<HTMLInputElement>('input[name="password"]')!
    const list = document.getElementById(password.getAttribute('aria-describedby')!)!
    return Object.fromEntries(
      within(list)
        .getAllByRole('listitem')
        .map((item) => {
          const [, label, status = 'ikke prøvd'] = /^(.*?)(?: \((oppfylt|ikke oppfylt)\))?$/.exec(item.textContent ?? '')!
          return [label, status]
        }),
    )
  }
  const statuses = (met: Partial<Record<(typeof PASSWORD_RULES)[number]['id'], boolean>>) =>
    Object.fromEntries(PASSWORD_RULES.map((rule) => [PASSWORD_RULE_CHECKLIST[rule.id], met[rule.id] ? 'oppfylt' : 'ikke oppfylt']))
  /** An empty password: every rule listed, none said to be met or failed. */
  const untried = Object.fromEntries(PASSWORD_RULES.map((rule) => [PASSWORD_RULE_CHECKLIST[rule.id], 'ikke prøvd']))

  async function renderSignUp() {
    const page = renderPage()
    await page.user.click(page.tab('Registrer'))
    await page.shown('Registrer')
    return page
  }

  it('ticks the password checklist off as the password is typed', async () => {
    const { field, user } = await renderSignUp()
    expect(checklist()).toEqual(untried)
    await user.type(field('Passord'), 'havbors')
    expect(checklist()).toEqual(statuses({ lowercase: true, notCommon: true }))
    await user.type(field('Passord'), 'H')
    expect(checklist()).toEqual(statuses({ length: true, lowercase: true, uppercase: true, notCommon: true }))
    await user.type(field('Passord'), '2')
    await user.type(field('Passord'), '!')
    expect(checklist()).toEqual(statuses({ length: true, lowercase: true, uppercase: true, digit: true, special: true, notCommon: true }))
    await user.clear(field('Passord'))
    await user.type(field('Passord'), 'Password1!')
    expect(checklist()).toEqual(statuses({ length: true, lowercase: true, uppercase: true, digit: true, special: true }))
  })

  it("refuses a confirmation that differs with 'Passord matcher ikke' and sends nothing", async () => {
    const { field, submitButton, auth, user } = await renderSignUp()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), 'Havbors2024?')
    await user.click(submitButton())
    await expectToast({ title: 'Passord matcher ikke', message: 'Passordene må være identiske.', type: 'error' })
    expect(auth.signUp).not.toHaveBeenCalled()
    expect(field('Passord').value).toBe(STRONG_PASSWORD)
    expect(field('Bekreft passord').value).toBe('Havbors2024?')
  })

  it('refuses a password against the policy with the first rule it breaks', async () => {
    const { field, submitButton, auth, user } = await renderSignUp()
    await user.type(field('E-post'), EMAIL)
    // No capital letter and no digit: the capital letter comes first in the policy.
    await user.type(field('Passord'), 'havbors!!')
    await user.type(field('Bekreft passord'), 'havbors!!')
    await user.click(submitButton())
    await expectToast({ title: 'Ugyldig passord', message: 'Passord må inneholde minst én stor bokstav', type: 'error' })
    expect(auth.signUp).not.toHaveBeenCalled()
    expect(field('Passord').value).toBe('havbors!!')
    expect(problemOf(field('Passord'))).toBe('Passord må inneholde minst én stor bokstav')
    expect(problemOf(field('Bekreft passord'))).toBeNull()
  })

  it("says 'Registrering vellykket', clears the passwords, keeps the e-mail and asks for a link back to the site", async () => {
    const { field, submitButton, auth, signUps, user } = await renderSignUp()
    await user.type(field('E-post'), 'Ola@Example.no')
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), STRONG_PASSWORD)
    await user.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Registrerer...'))
    expect(submitButton().disabled).toBe(true)
    expect(auth.signUp).toHaveBeenCalledExactlyOnceWith({
      email: 'ola@example.no',
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: `${window.location.origin}/` },
    })
    expect(window.location.origin).toMatch(/^https?:\/\/[^/]+$/)

    await act(async () => signUps[0]!.resolve(null))
    await expectToast({ title: 'Registrering vellykket', message: 'Sjekk e-posten din for bekreftelse.', type: 'success' })
    expect(field('Passord').value).toBe('')
    expect(field('Bekreft passord').value).toBe('')
    expect(field('E-post').value).toBe('Ola@Example.no')
    expect(submitButton().textContent).toBe('Registrer')
    expect(checklist()).toEqual(untried)
  })
})

describe("'Glemt passord?'", () => {
  it('opens the recovery request in the card with the typed address, its heading focused, and goes back with the focus', async () => {
    const { field, panel, shown, user } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.click(panel().getByRole('button', { name: 'Glemt passord?' }))

    // The panel's code is imported on first use, which on a busy machine takes more than findBy's second.
    const heading = await screen.findByRole('heading', { name: 'Glemt passord' }, { timeout: 5_000 })
    expect(document.activeElement).toBe(heading)
    expect(screen.queryByRole('tablist')).toBeNull()
    const recovery = within(screen.getByRole('region', { name: 'Glemt passord' }))
    expect(recovery.getByLabelText<HTMLInputElement>('E-post').value).toBe(EMAIL)
    expect(recovery.getByRole('button', { name: 'Send lenke' })).toBeTruthy()

    await user.click(recovery.getByRole('button', { name: 'Tilbake til innlogging' }))
    await shown('Logg inn')
    expect(document.activeElement).toBe(panel().getByRole('button', { name: 'Glemt passord?' }))
    expect(field('E-post').value).toBe(EMAIL)
  })

  it('is not offered on the sign-up tab', async () => {
    const { tab, panel, shown, user } = renderPage()
    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(panel().queryByRole('button', { name: 'Glemt passord?' })).toBeNull()
  })
})

describe("'Send bekreftelsen på nytt'", () => {
  const resendButton = () => screen.queryByRole('button', { name: 'Send bekreftelsen på nytt' })

  it('is offered after a sign-up, and withdrawn when the tab changes', async () => {
    const { tab, field, submitButton, signUps, shown, user } = renderPage()
    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(resendButton()).toBeNull()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), STRONG_PASSWORD)
    await user.type(field('Bekreft passord'), STRONG_PASSWORD)
    await user.click(submitButton())
    await waitFor(() => expect(signUps).toHaveLength(1))
    await act(async () => signUps[0]!.resolve(null))

    expect(await screen.findByRole('button', { name: 'Send bekreftelsen på nytt' })).toBeTruthy()
    expect(screen.getByText('Fikk du ikke e-posten? Se i søppelposten, eller be om en ny.')).toBeTruthy()
    await user.click(tab('Logg inn'))
    await shown('Logg inn')
    expect(resendButton()).toBeNull()
  })

  it('is offered after a sign-in refused as unconfirmed, not after wrong credentials', async () => {
    const { field, submitButton, signIns, user } = renderPage()
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(1))
    await act(async () => signIns[0]!.resolve(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')))
    await expectToast({ title: 'Innlogging mislyktes', message: 'Ugyldig e-post eller passord.', type: 'error' })
    expect(resendButton()).toBeNull()

    await user.click(submitButton())
    await waitFor(() => expect(signIns).toHaveLength(2))
    await act(async () => signIns[1]!.resolve(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')))
    expect(await screen.findByRole('button', { name: 'Send bekreftelsen på nytt' })).toBeTruthy()
  })
})

describe("the 'Vis passord' toggle", () => {
  const passwordInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[name="password"], input[name="confirmPassword"]')]

  it('is a pressed/unpressed button that shows and hides every password field', async () => {
    const { panel, tab, shown, user } = renderPage()
    const toggle = () => panel().getByRole('button', { name: 'Vis passord' })
    await shown('Logg inn')
    expect(passwordInputs()).toHaveLength(3)
    expect(toggle().getAttribute('aria-pressed')).toBe('false')
    expect(passwordInputs().map((input) => input.type)).toEqual(['password', 'password', 'password'])

    await user.click(toggle())
    expect(toggle().getAttribute('aria-pressed')).toBe('true')
    expect(passwordInputs().map((input) => input.type)).toEqual(['text', 'text', 'text'])
    expect(toggle().getAttribute('aria-controls')).toBe(panel().getByLabelText('Passord').id)

    await user.click(tab('Registrer'))
    await shown('Registrer')
    expect(toggle().getAttribute('aria-pressed')).toBe('true')
    expect(toggle().getAttribute('aria-controls')!.split(' ')).toEqual([
      panel().getByLabelText('Passord').id,
      panel().getByLabelText('Bekreft passord').id,
    ])
    await user.click(toggle())
    expect(toggle().getAttribute('aria-pressed')).toBe('false')
    expect(passwordInputs().map((input) => input.type)).toEqual(['password', 'password', 'password'])
  })
})

describe('watching the session', () => {
  it('waits for the form’s first use: arriving loads neither the site’s flows nor the session’s', async () => {
    const { field, loadSystem, loadFormFlow, watch, auth, site, user } = renderPage()
    await act(async () => {})
    expect(loadSystem).not.toHaveBeenCalled()
    expect(loadFormFlow).not.toHaveBeenCalled()
    expect(watch).not.toHaveBeenCalled()
    expect(auth.onAuthStateChange).not.toHaveBeenCalled()

    await user.click(field('E-post'))
    await waitFor(() => expect(watch).toHaveBeenCalledExactlyOnceWith(site))
    expect(loadFormFlow).toHaveBeenCalledOnce()
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
    await user.type(field('Passord'), 'hemmelig1')
    expect(watch).toHaveBeenCalledOnce()
  })

  it('starts on a first submit without any focus before it', async () => {
    const { panel, watch, auth } = renderPage()
    await act(async () => {})
    fireEvent.submit(panel().getByRole('button', { name: 'Logg inn' }).closest('form')!)
    await waitFor(() => expect(watch).toHaveBeenCalledOnce())
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
  })

  it('runs the form’s flow only once the session is watched', async () => {
    const watched = deferred<unknown>()
    const { field, submitButton, watch, signIns, user } = renderPage()
    watch.mockImplementationOnce(() => watched.promise)
    await user.type(field('E-post'), EMAIL)
    await user.type(field('Passord'), 'hemmelig1')
    await user.click(submitButton())
    await act(async () => {})
    expect(signIns).toHaveLength(0)

    await act(async () => watched.resolve(undefined))
    await waitFor(() => expect(signIns).toHaveLength(1))
  })
})

describe('a visitor who is already signed in', () => {
  it('is sent to the front page once the backend confirms the session, with /auth replaced in the history', async () => {
    const { auth, watch, location } = renderPage({ stored: testSession() })
    await waitFor(() => expect(location.history).toEqual(['/']))
    expect(auth.getUser).toHaveBeenCalledWith('token-a')
    expect(watch).not.toHaveBeenCalled()
  })

  it('is sent to the front page when the client reports SIGNED_IN while the page is open', async () => {
    const { auth, arrive, site, field, location, user } = renderPage()
    await user.click(field('E-post'))
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
    const authFlow = () => sessionFlows(site).auth!
    await waitFor(() => expect(authFlow().getSnapshot().value).toEqual({ signedOut: 'settled' }))
    expect(location.history).toEqual(['/auth'])

    act(() => arrive(testSession('token-b')))
    await waitFor(() => expect(location.history).toEqual(['/']))
    expect(auth.getUser).toHaveBeenCalledExactlyOnceWith('token-b')
  })

  it('stays on /auth when the backend refuses the stored session', async () => {
    const { auth, location } = renderPage({ stored: testSession() })
    auth.getUser.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
    })
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled())
    await act(async () => {})
    expect(location.history).toEqual(['/auth'])
  })

  it('is not sent anywhere while signed out', async () => {
    const { auth, field, location, user } = renderPage()
    await user.click(field('E-post'))
    await waitFor(() => expect(auth.onAuthStateChange).toHaveBeenCalledOnce())
    await act(async () => {})
    expect(auth.getUser).not.toHaveBeenCalled()
    expect(location.history).toEqual(['/auth'])
  })
})
