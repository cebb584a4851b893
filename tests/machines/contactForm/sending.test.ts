import { describe, expect, it } from 'vitest'
import type { SubmissionTimes } from '../../../machines/contactForm.machine'
import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { emptyContactMessage } from '../../../supabase/functions/_shared/contract/contactForm'
import { deferred, flush } from '../support/testSystem'
import { NOW, start, valid } from './support'

describe('contact form', () => {
  it('sends the sanitised message, then resets the form, records the time and says thank you', async () => {
    const form = start()
    form.fill({ ...valid, name: '  <b>Ola</b> Nordmann ', message: `${valid.message}<script>alert(1)</script>` })
    form.submit()
    expect(form.state().matches('submitting')).toBe(true)
    await flush()
    expect(form.state().value).toEqual({ submitting: 'sending' })
    expect(form.sent).toEqual([{ ...valid, message: `${valid.message}alert(1)` }])
    form.reply.resolve()
    await flush()
    expect(form.state().value).toEqual({ ready: 'success' })
    expect(form.state().context.values).toEqual(emptyContactMessage())
    expect(form.recorded).toEqual([NOW])
    expect(form.toasts()).toEqual([CONTACT_TOASTS.sent])
    expect(CONTACT_TOASTS.sent).toEqual({
      title: 'Melding sendt!',
      message: 'Vi har mottatt din henvendelse og vil svare så snart som mulig.',
      type: 'success',
    })
  })

  const sendFailedToast = {
    title: 'Feil ved sending',
    message: 'Det oppstod en feil ved sending. Vennligst prøv igjen eller kontakt oss direkte.',
    type: 'error',
  }

  it('shows "Feil ved sending" and keeps the typed text when the server fails', async () => {
    const form = start()
    form.fill(valid)
    form.submit()
    await flush()
    form.reply.reject(new Error('FunctionsHttpError'))
    await flush()
    expect(form.state().value).toEqual({ ready: 'error' })
    expect(form.state().context.values).toEqual(valid)
    expect(form.toasts()).toEqual([sendFailedToast])
    expect(form.recorded).toEqual([])
  })

  it('ignores typing while it submits, so the text sent is the text checked', async () => {
    const times = deferred<SubmissionTimes>()
    const form = start({ times: () => times.promise })
    form.fill(valid)
    form.submit()
    form.fill({ email: 'ola@example' })
    times.resolve({ now: NOW, lastSubmittedAt: null })
    await flush()
    expect(form.state().value).toEqual({ submitting: 'sending' })
    form.fill({ message: 'Skrevet mens meldingen ble sendt.' })
    expect(form.state().context.values).toEqual(valid)
    expect(form.sent).toEqual([valid])
  })

  it('keeps every field as typed when sending fails, with nothing typed meanwhile taken in', async () => {
    const form = start()
    form.fill(valid)
    form.submit()
    await flush()
    form.fill({ name: 'Kari' })
    form.reply.reject(new Error('FunctionsFetchError'))
    await flush()
    expect(form.state().value).toEqual({ ready: 'error' })
    expect(form.state().context.values).toEqual(valid)
  })

  it('goes back to idle when the visitor types after a success or an error', async () => {
    const form = start()
    form.submit({ token: 'wrong' })
    form.fill({ name: 'Kari' })
    expect(form.state().value).toEqual({ ready: 'idle' })
  })
})
