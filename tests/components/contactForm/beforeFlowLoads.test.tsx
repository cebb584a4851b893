import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CONTACT_FIELDS, type ContactField } from '../../../supabase/functions/_shared/contract/contactForm'
import { deferred } from '../../machines/support/testSystem'
import { message, renderForm } from './support'

describe('the contact form', () => {
  it('keeps what is typed before its flow has loaded, and hands it over when it has', async () => {
    const loaded = deferred<void>()
    const { input, fill, user, submitButton, sent } = renderForm({ flowLoaded: loaded.promise })
    const [before, after] = [CONTACT_FIELDS.slice(0, 2), CONTACT_FIELDS.slice(2)]
    const part = (fields: ContactField[]) => Object.fromEntries(fields.map((field) => [field, message[field]]))
    await fill(part(before))
    for (const field of before) expect(input(field).value).toBe(message[field])
    await act(async () => loaded.resolve())
    await fill(part(after))
    for (const field of CONTACT_FIELDS) expect(input(field).value).toBe(message[field])
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
