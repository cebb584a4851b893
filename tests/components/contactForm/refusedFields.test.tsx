import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CONTACT_FIELD_MESSAGES } from '../../support/contactForm'
import { message, renderForm } from './support'

describe('the contact form', () => {
  it('shows each refused field’s message under it, marks it invalid, focuses the first and sends nothing', async () => {
    const { input, fill, user, submitButton, sent } = renderForm()
    await fill({ name: 'O', email: 'ola@example.no', subject: 'B' })
    await user.click(submitButton())
    await waitFor(() => expect(input('name').getAttribute('aria-invalid')).toBe('true'))
    for (const field of ['name', 'subject', 'message'] as const) {
      const element = input(field)
      expect(element.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toBe(CONTACT_FIELD_MESSAGES[field])
    }
    expect(input('email').getAttribute('aria-invalid')).toBeNull()
    expect(input('email').getAttribute('aria-describedby')).toBeNull()
    expect(screen.getByText('Navn må være minst 2 tegn')).toBeTruthy()
    expect(screen.getByText('Emne må være minst 2 tegn')).toBeTruthy()
    expect(screen.getByText('Melding må være minst 10 tegn')).toBeTruthy()
    expect(document.activeElement).toBe(input('name'))
    expect(sent).toEqual([])
  })

  it('shows the maximum message for text past a field’s maxLength (pasted or set by hand), and sends nothing', async () => {
    const { input, fill, user, submitButton, sent } = renderForm()
    await fill({ ...message, subject: undefined })
    fireEvent.change(input('subject'), { target: { value: 'S'.repeat(201) } })
    expect(input('subject').value).toHaveLength(201)
    await user.click(submitButton())
    await waitFor(() => expect(input('subject').getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(input('subject').getAttribute('aria-describedby')!)?.textContent).toBe('Emne kan være høyst 200 tegn')
    expect(document.activeElement).toBe(input('subject'))
    expect(sent).toEqual([])
  })

  it('focuses the first refused field in the form’s order', async () => {
    const { input, fill, user, submitButton } = renderForm()
    await fill({ ...message, email: 'ola@example' })
    await user.click(submitButton())
    await waitFor(() => expect(document.activeElement).toBe(input('email')))
    expect(screen.getByText('Ugyldig e-postadresse')).toBeTruthy()
  })
})
