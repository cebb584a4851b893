import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { MailRequestForm } from '../../src/flows/shared/mailRequest/MailRequestForm'
import type { MailKind } from '../../src/flows/shared/mailRequest/mailRequestFlow'
import { tooSoon } from '../machines/support/backendErrors'
import { startTestSite } from './support/authClient'
import { fakeAccountClient, ORIGIN } from './support/accountClient'
import { renderAt } from './support/renderSite'
import { stopActorsAfterEach } from './support/stopActorsAfterEach'

const running = stopActorsAfterEach()

const SENT_RECOVERY =
  'Hvis adressen har en konto hos oss, har vi sendt en lenke for å lage nytt passord. Lenken virker én gang og i én time. Finner du ikke e-posten, se etter den i søppelposten.'
const SENT_CONFIRMATION = 'Hvis adressen venter på bekreftelse, har vi sendt en ny lenke. Sjekk e-posten din.'
const wait = (seconds: number) => `Vi sendte nylig en e-post til denne adressen. Du kan be om en ny om ${seconds} sekunder.`

/** The form with the real mail-request machine, its real actors over a fake client, on a clock the test moves. */
function renderForm(kind: MailKind, { email, withEmailField = true }: { email?: string; withEmailField?: boolean } = {}) {
  const clock = new SimulatedClock()
  const site = startTestSite(clock)
  running.push(site)
  const backend = fakeAccountClient(clock)
  renderAt('/auth', <MailRequestForm kind={kind} email={email} withEmailField={withEmailField} loadFlow={backend.flows.mailRequest} />, {
    loadSystem: async () => site,
  })
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
  const answerLine = () => screen.getByRole('status')
  const problem = () => screen.getByRole('alert')
  return { ...backend, clock, button, answerLine, problem, user: userEvent.setup() }
}

describe("the request for a new password's link", () => {
  it('sends the link for the typed address, reading "Sender..." meanwhile, and answers as for every address', async () => {
    const { button, answerLine, callsOf, user } = renderForm('recovery')
    await user.type(screen.getByLabelText('E-post'), ' Ola@Example.no ')
    await user.click(button('Send lenke'))
    await waitFor(() => expect(callsOf('resetPasswordForEmail')).toHaveLength(1))
    expect(callsOf('resetPasswordForEmail')[0]!.args).toEqual([
      'ola@example.no',
      { redirectTo: `${ORIGIN}/nytt-passord`, captchaToken: undefined },
    ])
    expect(button('Sender...').getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByLabelText<HTMLInputElement>('E-post').readOnly).toBe(true)

    await act(async () => callsOf('resetPasswordForEmail')[0]!.answer())
    expect(answerLine().textContent).toBe(SENT_RECOVERY)
    expect(button('Send lenke').getAttribute('aria-disabled')).toBe('false')
  })

  it('tells the seconds left of its own minute for the same address, on the moved clock, without asking the backend', async () => {
    const { button, answerLine, callsOf, clock, user } = renderForm('recovery', { email: 'ola@example.no' })
    await user.click(button('Send lenke'))
    await waitFor(() => expect(callsOf('resetPasswordForEmail')).toHaveLength(1))
    await act(async () => callsOf('resetPasswordForEmail')[0]!.answer())

    await user.click(button('Send lenke'))
    expect(answerLine().textContent).toBe(wait(60))
    act(() => clock.increment(18_000))
    await user.click(button('Send lenke'))
    expect(answerLine().textContent).toBe(wait(42))
    expect(callsOf('resetPasswordForEmail')).toHaveLength(1)
  })

  it("answers the backend's refusal within the minute as sent, so no answer tells who has an account", async () => {
    const { button, answerLine, callsOf, user } = renderForm('recovery', { email: 'ola@example.no' })
    await user.click(button('Send lenke'))
    await waitFor(() => expect(callsOf('resetPasswordForEmail')).toHaveLength(1))
    await act(async () => callsOf('resetPasswordForEmail')[0]!.answer(tooSoon(42)))
    expect(answerLine().textContent).toBe(SENT_RECOVERY)
  })

  it('refuses an address that is not one with the problem announced and the field marked, and sends nothing', async () => {
    const { button, problem, calls, user } = renderForm('recovery')
    await user.type(screen.getByLabelText('E-post'), 'ola@example')
    await user.click(button('Send lenke'))
    await waitFor(() => expect(problem().textContent).toBe('Vennligst oppgi en gyldig e-postadresse.'))
    expect(screen.getByLabelText('E-post').getAttribute('aria-invalid')).toBe('true')
    expect(calls).toEqual([])
  })

  it('says so when the browser is offline, and keeps the address', async () => {
    const { button, problem, calls, goOffline, user } = renderForm('recovery')
    goOffline()
    await user.type(screen.getByLabelText('E-post'), 'ola@example.no{Enter}')
    await waitFor(() => expect(problem().textContent).toBe('Du er frakoblet. Sjekk nettforbindelsen og prøv igjen.'))
    expect(screen.getByLabelText<HTMLInputElement>('E-post').value).toBe('ola@example.no')
    expect(button('Send lenke')).toBeTruthy()
    expect(calls).toEqual([])
  })
})

describe("'Send bekreftelsen på nytt' for an address typed elsewhere", () => {
  it('has no field of its own and asks for the confirmation mail to that address', async () => {
    const { button, answerLine, callsOf, user } = renderForm('confirmation', { email: 'kari@example.no', withEmailField: false })
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(button('Send bekreftelsen på nytt'))
    await waitFor(() => expect(callsOf('resend')).toHaveLength(1))
    expect(callsOf('resend')[0]!.args).toEqual([
      { type: 'signup', email: 'kari@example.no', options: { emailRedirectTo: `${ORIGIN}/`, captchaToken: undefined } },
    ])
    await act(async () => callsOf('resend')[0]!.answer())
    expect(answerLine().textContent).toBe(SENT_CONFIRMATION)
  })

  it("tells the backend's seconds left, since the address is the visitor's own", async () => {
    const { button, answerLine, callsOf, user } = renderForm('confirmation', { email: 'kari@example.no', withEmailField: false })
    await user.click(button('Send bekreftelsen på nytt'))
    await waitFor(() => expect(callsOf('resend')).toHaveLength(1))
    await act(async () => callsOf('resend')[0]!.answer(tooSoon(42)))
    expect(answerLine().textContent).toBe(wait(42))
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
