import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAntiForgeryToken } from '../../../machines/antiForgeryToken'
import { CONTACT_RATE_LIMIT_MS } from '../../../machines/contactForm.machine'
import { RATE_LIMIT_NOTICE } from '../../../src/content/contactForm'
import { flush } from '../support/testSystem'
import { NOW, start, valid } from './support'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('contact form', () => {
  it('drops a submission with a filled honeypot silently, with only a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const form = start()
    form.fill(valid)
    form.submit({ honeypot: 'http://spam.example' })
    await flush()
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.sent).toEqual([])
    expect(form.toasts()).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('refuses a token other than the one made for this form with "Sikkerhetsfeil"', async () => {
    const form = start()
    form.fill(valid)
    form.submit({ token: 'x'.repeat(32) })
    await flush()
    expect(form.state().value).toEqual({ ready: 'error' })
    expect(form.sent).toEqual([])
    expect(form.toasts()).toEqual([
      { title: 'Sikkerhetsfeil', message: 'Ugyldig forespørsel. Vennligst oppdater siden og prøv igjen.', type: 'error' },
    ])
  })

  it('allows one message per 60 seconds: sooner, it shows the notice, then frees the button when the minute is up', async () => {
    const form = start({ lastSubmittedAt: NOW - 45_000 })
    form.fill(valid)
    form.submit()
    await flush()
    expect(form.state().value).toBe('rateLimited')
    expect(form.sent).toEqual([])
    expect(form.toasts()).toEqual([
      { title: 'For mange forsøk', message: 'Vennligst vent ett minutt før du sender en ny melding.', type: 'error' },
    ])
    expect(RATE_LIMIT_NOTICE).toBe('Du har sendt en melding for kort tid siden. Vent ett minutt før du prøver igjen.')
    form.submit()
    form.clock.increment(14_999)
    expect(form.state().value).toBe('rateLimited')
    form.clock.increment(1)
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.state().context.values).toEqual(valid)
  })

  it('sends again once 60 seconds have passed since the last message', async () => {
    const form = start({ lastSubmittedAt: NOW - CONTACT_RATE_LIMIT_MS })
    form.fill(valid)
    form.submit()
    await flush()
    expect(form.sent).toHaveLength(1)
  })

  it('takes typing while the rate limit holds', async () => {
    const form = start({ lastSubmittedAt: NOW - 1_000 })
    form.fill(valid)
    form.submit()
    await flush()
    expect(form.state().value).toBe('rateLimited')
    form.fill({ subject: 'Ny henvendelse' })
    expect(form.state().value).toBe('rateLimited')
    expect(form.state().context.values).toEqual({ ...valid, subject: 'Ny henvendelse' })
  })
})

describe('anti-forgery token', () => {
  it('is 32 characters drawn from the random source', () => {
    const token = createAntiForgeryToken((bytes) => bytes.map((_, index) => index))
    expect(token).toHaveLength(32)
    expect(token).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef')
  })

  it('differs per form instance', () => {
    const fill = (bytes: Uint8Array) => crypto.getRandomValues(bytes)
    expect(createAntiForgeryToken(fill)).not.toBe(createAntiForgeryToken(fill))
  })
})
