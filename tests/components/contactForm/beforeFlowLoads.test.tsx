import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deferred } from '../../machines/support/testSystem'
import { message, renderForm } from './support'

describe('the contact form', () => {
  it('keeps what is typed before its flow has loaded, and hands it over when it has', async () => {
    const loaded = deferred<void>()
    const { input, fill, user, submitButton, sent } = renderForm({ flowLoaded: loaded.promise })
    await fill({ name: message.name, email: message.email })
    expect(input('name').value).toBe(message.name)
    expect(input('email').value).toBe(message.email)
    await act(async () => loaded.resolve())
    await fill({ subject: message.subject, message: message.message })
    for (const field of ['name', 'email', 'subject', 'message'] as const) expect(input(field).value).toBe(message[field])
    await user.click(submitButton())
    await waitFor(() => expect(sent).toEqual([message]))
  })

  it('lets a submit made before its flow has loaded wait for it, then sends what was typed', async () => {
    const loaded = deferred<void>()
    const { fill, user, submitButton, sent, input } = renderForm({ flowLoaded: loaded.promise })
    await fill(message)
    await user.click(submitButton())
    expect(submitButton().textContent).toBe('Sender...')
    expect(input('name').readOnly).toBe(true)
    expect(sent).toEqual([])
    await act(async () => loaded.resolve())
    await waitFor(() => expect(sent).toEqual([message]))
  })
})
