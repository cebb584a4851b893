import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { answered, message, NOW, renderForm } from './support'

describe('the contact form', () => {
  it('reads "Sender..." with the button disabled and every field read-only while sending', async () => {
    const { input, fill, user, submitButton, sent } = renderForm()
    await fill(message)
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(submitButton().textContent).toBe('Sender...')
    expect(submitButton().disabled).toBe(true)
    for (const field of ['name', 'email', 'subject', 'message'] as const) expect(input(field).readOnly).toBe(true)
    await user.type(input('message'), ' Og en ting til.')
    expect(input('message').value).toBe(message.message)
  })

  it('says "Melding sendt!", empties the fields and stores the time after a message is sent', async () => {
    const { input, fill, user, submitButton, sent, replies, storage } = renderForm()
    await fill({ ...message, name: '  <b>Ola</b> Nordmann ' })
    await user.click(submitButton())
    await waitFor(() => expect(sent).toEqual([message]))
    await act(async () => replies[0]!.resolve(answered(200)))
    expect(await screen.findByText(CONTACT_TOASTS.sent.title)).toBeTruthy()
    expect(screen.getByText(CONTACT_TOASTS.sent.message)).toBeTruthy()
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(input(field).value).toBe('')
      expect(input(field).readOnly).toBe(false)
    }
    expect(submitButton().textContent).toBe('Send melding')
    expect(storage.entries.get(LAST_CONTACT_SUBMISSION_KEY)).toBe(String(NOW))
  })

  it('says "Feil ved sending" and keeps every field as typed when sending fails', async () => {
    const { input, fill, user, submitButton, sent, replies, storage } = renderForm()
    await fill(message)
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    await act(async () => replies[0]!.resolve(answered(500)))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(within(alert).getByText(CONTACT_TOASTS.sendFailed.title)).toBeTruthy())
    expect(within(alert).getByText(CONTACT_TOASTS.sendFailed.message)).toBeTruthy()
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(input(field).value).toBe(message[field])
      expect(input(field).readOnly).toBe(false)
    }
    expect(submitButton().disabled).toBe(false)
    expect(storage.entries.has(LAST_CONTACT_SUBMISSION_KEY)).toBe(false)
  })
})
