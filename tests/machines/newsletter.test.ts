import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { newsletterMachine } from '../../machines/newsletter.machine'
import { NEWSLETTER_TOASTS } from '../../messages/newsletter'
import { isValidEmail } from '../../supabase/functions/_shared/contract/text'
import { deferred, flush, startInSystem } from './support/testSystem'

function start() {
  const sent: string[] = []
  const result = deferred<void>()
  const logic = newsletterMachine.provide({
    actors: {
      subscribe: fromPromise(({ input }: { input: { email: string } }) => {
        sent.push(input.email)
        return result.promise
      }),
    },
  })
  const system = startInSystem(logic)
  const state = () => system.actor.getSnapshot()
  const submit = (email: string) => {
    system.actor.send({ type: 'field.change', field: 'email', value: email })
    system.actor.send({ type: 'form.submit' })
  }
  return { ...system, state, submit, sent, result }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('newsletter', () => {
  it.each(['', '   ', 'ola.example.no', 'ola@example', ' ola@example ', 'ola @example.no', 'ola@@example.no', `${'o'.repeat(248)}@ola.no`])(
    'refuses %j with the Norwegian "Feil" toast and sends nothing',
    (email) => {
      const newsletter = start()
      newsletter.submit(email)
      expect(newsletter.state().matches('idle')).toBe(true)
      expect(newsletter.sent).toEqual([])
      expect(newsletter.toasts()).toEqual([{ title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' }])
    },
  )

  it('sends exactly the addresses the database would take: the one e-mail rule on the trimmed address', () => {
    const typed = fc.oneof(
      fc.emailAddress().map((email) => ` ${email}\t`),
      fc.array(fc.constantFrom('ola', '@', '.', 'no', ' ', '\u00a0', 'å'), { maxLength: 10 }).map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(typed, (email) => {
        const newsletter = start()
        newsletter.submit(email)
        const sendable = isValidEmail(email.trim())
        expect(newsletter.sent).toEqual(sendable ? [email.trim()] : [])
        expect(newsletter.state().matches(sendable ? 'submitting' : 'idle')).toBe(true)
        newsletter.system.stop()
      }),
    )
  })

  it('submits the trimmed address, then clears the field and thanks the visitor', async () => {
    const newsletter = start()
    newsletter.submit(' ola@example.no ')
    expect(newsletter.state().value).toBe('submitting')
    expect(newsletter.sent).toEqual(['ola@example.no'])
    newsletter.result.resolve()
    await flush()
    expect(newsletter.state().matches('idle')).toBe(true)
    expect(newsletter.state().context.email).toBe('')
    expect(newsletter.toasts()).toEqual([NEWSLETTER_TOASTS.subscribed])
    expect(NEWSLETTER_TOASTS.subscribed).toEqual({
      title: 'Suksess!',
      message: 'Takk for at du abonnerer på vårt nyhetsbrev.',
      type: 'success',
    })
  })

  it.each([
    [
      { code: '23505', message: 'duplicate key value violates unique constraint' },
      { title: 'Allerede registrert', message: 'Denne e-posten er allerede påmeldt nyhetsbrevet vårt.', type: 'info' },
    ],
    [
      { code: 'PGRST301', message: 'JWT expired' },
      { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv å laste inn siden på nytt.', type: 'error' },
    ],
    [
      { message: 'Invalid authentication credentials' },
      { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv å laste inn siden på nytt.', type: 'error' },
    ],
  ])('answers the failure %j with its toast and keeps the address', async (failure, toast) => {
    const newsletter = start()
    newsletter.submit('ola@example.no')
    newsletter.result.reject(failure)
    await flush()
    expect(newsletter.state().matches('idle')).toBe(true)
    expect(newsletter.toasts()).toEqual([toast])
    expect(newsletter.state().context.email).toBe('ola@example.no')
  })

  it.each([{ code: '42501', message: 'new row violates row-level security policy' }, new TypeError('Failed to fetch')])(
    'logs any other failure (%j) and asks the visitor to try later',
    async (failure) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      const newsletter = start()
      newsletter.submit('ola@example.no')
      newsletter.result.reject(failure)
      await flush()
      expect(newsletter.toasts()).toEqual([
        { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv igjen senere.', type: 'error' },
      ])
      expect(log).toHaveBeenCalledWith('Newsletter sign-up failed', failure)
    },
  )

  it('asks to confirm from the mail after a sign-up, until the next submit', async () => {
    const newsletter = start()
    newsletter.submit('ola@example.no')
    newsletter.result.resolve()
    await flush()
    expect(newsletter.state().matches({ idle: 'sent' })).toBe(true)
    newsletter.actor.send({ type: 'field.change', field: 'email', value: 'kari@example.no' })
    expect(newsletter.state().matches({ idle: 'sent' })).toBe(true)
    newsletter.submit('kari')
    expect(newsletter.state().value).toEqual({ idle: 'editing' })
  })

  it('does not ask to confirm after a failure', async () => {
    const newsletter = start()
    newsletter.submit('ola@example.no')
    newsletter.result.reject({ code: '23505', message: 'duplicate key value' })
    await flush()
    expect(newsletter.state().value).toEqual({ idle: 'editing' })
  })

  it('ignores a second submit while one is under way', () => {
    const newsletter = start()
    newsletter.submit('ola@example.no')
    newsletter.actor.send({ type: 'form.submit' })
    expect(newsletter.sent).toEqual(['ola@example.no'])
  })
})
