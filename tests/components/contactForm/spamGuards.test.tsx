import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_RATE_LIMIT_MS } from '../../../machines/contactForm.machine'
import { DEFAULT_TOAST_DURATION_MS, TOAST_EXIT_MS } from '../../../machines/toastQueue.machine'
import { RATE_LIMIT_NOTICE } from '../../../src/content/contactForm'
import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { answered, message, renderForm, TOKEN } from './support'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the contact form', () => {
  it('says "Sikkerhetsfeil" and sends nothing when the token is not this form’s', async () => {
    const { input, fill, user, submitButton, sent, hidden } = renderForm()
    await fill(message)
    await waitFor(() => expect(hidden('token').value).toBe(TOKEN))
    hidden('token').value = 'x'.repeat(32)
    await user.click(submitButton())
    expect(await screen.findByText(CONTACT_TOASTS.securityError.title)).toBeTruthy()
    expect(screen.getByText(CONTACT_TOASTS.securityError.message)).toBeTruthy()
    expect(sent).toEqual([])
    expect(input('message').value).toBe(message.message)
  })

  it('drops a submission with the honeypot filled: nothing sent, no toast, only a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { fill, user, submitButton, sent, hidden, toastTitles } = renderForm()
    await fill(message)
    hidden('website').value = 'http://spam.example'
    await user.click(submitButton())
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Contact form: honeypot filled, submission dropped'))
    await act(async () => {})
    expect(sent).toEqual([])
    expect(toastTitles()).toEqual([])
    expect(submitButton().textContent).toBe('Send melding')
  })

  it('holds a second message within 60 seconds with "For mange forsøk" and the notice, and frees the button when the minute is up', async () => {
    const { input, fill, user, submitButton, sent, replies, advance } = renderForm()
    await fill(message)
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    await act(async () => replies[0]!.resolve(answered(200)))
    await screen.findByText(CONTACT_TOASTS.sent.title)
    advance(DEFAULT_TOAST_DURATION_MS + TOAST_EXIT_MS)
    advance(10_000 - DEFAULT_TOAST_DURATION_MS - TOAST_EXIT_MS)

    await fill({ ...message, subject: 'Enda en ting' })
    await user.click(submitButton())
    expect(await screen.findByText(CONTACT_TOASTS.tooManyAttempts.title)).toBeTruthy()
    expect(screen.getByText(CONTACT_TOASTS.tooManyAttempts.message)).toBeTruthy()
    expect(screen.getByText(RATE_LIMIT_NOTICE).getAttribute('role')).toBe('status')
    expect(submitButton().disabled).toBe(true)
    expect(sent).toHaveLength(1)
    expect(input('subject').value).toBe('Enda en ting')

    advance(CONTACT_RATE_LIMIT_MS - 10_000 - 1)
    expect(submitButton().disabled).toBe(true)
    advance(1)
    expect(submitButton().disabled).toBe(false)
    expect(screen.queryByText(RATE_LIMIT_NOTICE)).toBeNull()
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.subject).toBe('Enda en ting')
  })
})
