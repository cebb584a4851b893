import { describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { MAIL_INTERVAL_SECONDS, mailRequestMachine, type MailRequestInput } from '../../machines/mailRequest.machine'
import { OfflineError } from '../../machines/offline'
import { mailRequestProblems, mailWaitMessage } from '../../src/content/mailRequest'
import { tooSoon } from './support/backendErrors'
import { pendingActor, startInSystem } from './support/testSystem'

/** A mail request on a clock the test moves; every `sendMail` waits for the test to settle it. */
function start(onTooSoon: MailRequestInput['onTooSoon'], email?: string) {
  const sendMail = pendingActor<{ email: string }>()
  const logic = mailRequestMachine.provide({ actors: { sendMail: sendMail.logic } })
  const clock = new SimulatedClock()
  const system = startInSystem(logic, { clock, input: { now: () => clock.now(), onTooSoon, ...(email !== undefined && { email }) } })
  const state = () => system.actor.getSnapshot()
  const submit = (address?: string) => {
    if (address !== undefined) system.actor.send({ type: 'field.change', field: 'email', value: address })
    system.actor.send({ type: 'form.submit' })
  }
  /** What the visitor reads: the answer line or the problem under the field. */
  const shown = () => {
    const { value, context } = state()
    if (value === 'waiting') return mailWaitMessage(context.secondsLeft)
    if (context.problem === 'invalidEmail' || context.problem === 'failed') return mailRequestProblems[context.problem]
    return context.problem ?? value
  }
  return {
    ...system,
    clock,
    /** The addresses sent to so far. */
    get sent() {
      return sendMail.calls.map((input) => input.email)
    },
    state,
    submit,
    /** Settles the last request: success, or the client's error. */
    answer: sendMail.settle,
    shown,
  }
}

describe('a request for a mail with a link', () => {
  it.each(['', 'ola', 'ola@example', ' ola @example.no'])(
    'refuses %j with "Vennligst oppgi en gyldig e-postadresse." and sends nothing',
    (email) => {
      const request = start('sent')
      request.submit(email)
      expect(request.state().value).toBe('idle')
      expect(request.shown()).toBe('Vennligst oppgi en gyldig e-postadresse.')
      expect(request.sent).toEqual([])
    },
  )

  it('sends the address typed elsewhere, trimmed, tag-free and lower-cased', async () => {
    const request = start('wait', '  <b>Ola@Example.NO</b> ')
    request.submit()
    expect(request.state().value).toBe('sending')
    expect(request.sent).toEqual(['ola@example.no'])
    await request.answer()
    expect(request.state().value).toBe('sent')
    expect(request.state().context.problem).toBeNull()
  })

  it('gives every address the same answer, and clears an earlier problem', async () => {
    const request = start('sent')
    request.submit('ola')
    for (const address of ['ola@example.no', 'finnes.ikke@example.no']) {
      request.submit(address)
      await request.answer()
      expect(request.state().value).toBe('sent')
      expect(request.state().context.problem).toBeNull()
    }
    expect(request.sent).toEqual(['ola@example.no', 'finnes.ikke@example.no'])
  })

  it('ignores a second submit while one is under way', () => {
    const request = start('sent')
    request.submit('ola@example.no')
    request.submit()
    expect(request.sent).toEqual(['ola@example.no'])
  })
})

describe('one mail a minute to one address', () => {
  it('keeps its own interval for every address and tells the seconds left on the moved clock', async () => {
    const request = start('sent')
    request.submit('ola@example.no')
    await request.answer()

    request.submit()
    expect(request.state().value).toBe('waiting')
    expect(request.shown()).toBe('Vi sendte nylig en e-post til denne adressen. Du kan be om en ny om 60 sekunder.')

    request.clock.increment(18_000)
    request.submit(' OLA@example.no ')
    expect(request.shown()).toBe('Vi sendte nylig en e-post til denne adressen. Du kan be om en ny om 42 sekunder.')

    request.clock.increment(41_500)
    request.submit()
    expect(request.shown()).toBe('Vi sendte nylig en e-post til denne adressen. Du kan be om en ny om 1 sekund.')
    expect(request.sent).toEqual(['ola@example.no'])

    request.clock.increment(500)
    request.submit()
    expect(request.state().value).toBe('sending')
    expect(request.sent).toEqual(['ola@example.no', 'ola@example.no'])
  })

  it('sends at once to another address within the minute', async () => {
    const request = start('wait')
    request.submit('ola@example.no')
    await request.answer()
    request.clock.increment(5_000)
    request.submit('kari@example.no')
    expect(request.state().value).toBe('sending')
    expect(request.sent).toEqual(['ola@example.no', 'kari@example.no'])
  })

  it('starts the interval only from a mail sent, not from a failed request', async () => {
    const request = start('wait')
    request.submit('ola@example.no')
    await request.answer(new Error('Internal Server Error'))
    request.submit()
    expect(request.state().value).toBe('sending')
  })

  it("tells the backend's seconds left where a wait may be told ('Send bekreftelsen på nytt')", async () => {
    const request = start('wait')
    request.submit('ola@example.no')
    await request.answer(tooSoon(42))
    expect(request.state().value).toBe('waiting')
    expect(request.shown()).toBe('Vi sendte nylig en e-post til denne adressen. Du kan be om en ny om 42 sekunder.')
  })

  it("answers the backend's refusal as sent where a wait would tell who has an account ('Glemt passord?')", async () => {
    const request = start('sent')
    request.submit('ola@example.no')
    await request.answer(tooSoon(42))
    expect(request.state().value).toBe('sent')
    expect(request.state().context.problem).toBeNull()
    request.submit()
    expect(request.shown()).toBe(mailWaitMessage(MAIL_INTERVAL_SECONDS))
    expect(request.sent).toEqual(['ola@example.no'])
  })
})

describe('a request that fails', () => {
  it.each(['sent', 'wait'] as const)('says so when offline (onTooSoon %s) and keeps the address to send again', async (onTooSoon) => {
    const request = start(onTooSoon)
    request.submit('ola@example.no')
    await request.answer(new OfflineError())
    expect(request.state().value).toBe('idle')
    expect(request.state().context).toMatchObject({ problem: 'offline', email: 'ola@example.no' })
    request.submit()
    expect(request.sent).toEqual(['ola@example.no', 'ola@example.no'])
  })

  it.each([
    ['a server error', { status: 500, message: 'Internal Server Error' }],
    [
      "the hour's limit for all addresses, which names no time",
      { code: 'over_email_send_rate_limit', status: 429, message: 'Email rate limit exceeded' },
    ],
  ])('answers %s with "Vi kunne ikke sende e-posten nå."', async (_, error) => {
    const request = start('sent')
    request.submit('ola@example.no')
    await request.answer(error)
    expect(request.state().value).toBe('idle')
    expect(request.shown()).toBe('Vi kunne ikke sende e-posten nå. Prøv igjen om litt.')
  })
})
