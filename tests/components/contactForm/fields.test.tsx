import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ContactField } from '../../../supabase/functions/_shared/contract/contactRules'
import { fieldLabel } from '../../support/contactForm'
import { renderForm, TOKEN } from './support'

describe('the contact form', () => {
  it('labels each field visibly, carries the caps as maxLength and leaves the messages to the site', () => {
    const { input, container } = renderForm()
    const caps: Record<ContactField, number> = { name: 100, email: 254, subject: 200, message: 5000 }
    for (const [field, cap] of Object.entries(caps) as [ContactField, number][]) {
      const element = input(field)
      expect(element.maxLength).toBe(cap)
      expect(element.required).toBe(true)
      expect(element.getAttribute('autocomplete')).toBeTruthy()
      expect(screen.getByText(fieldLabel(field)).tagName).toBe('LABEL')
    }
    expect(input('email').type).toBe('email')
    expect(input('message').tagName).toBe('TEXTAREA')
    expect(container.querySelector('form')!.noValidate).toBe(true)
    expect(screen.getByRole('button', { name: 'Send melding' })).toBeTruthy()
  })

  it('hides the honeypot from people and assistive technology, and carries this form’s own token', async () => {
    const { hidden } = renderForm()
    const honeypot = hidden('website')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.getAttribute('autocomplete')).toBe('off')
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email', 'subject', 'message'])
    expect(hidden('token').type).toBe('hidden')
    await waitFor(() => expect(hidden('token').value).toBe(TOKEN))
  })
})
