import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CONTACT_FIELDS, CONTACT_FORM } from '../../../supabase/functions/_shared/contract/contactForm'
import { fieldLabel } from '../../support/contactForm'
import { renderForm, TOKEN } from './support'

describe('the contact form', () => {
  it('labels each field visibly, carries the caps as maxLength and leaves the messages to the site', () => {
    const { input, container } = renderForm()
    for (const field of CONTACT_FIELDS) {
      const { max, autocomplete, input: kind } = CONTACT_FORM[field]
      const element = input(field)
      expect(element.maxLength).toBe(max)
      expect(element.required).toBe(true)
      expect(element.getAttribute('autocomplete')).toBe(autocomplete)
      expect(element.tagName).toBe(kind === 'multiline' ? 'TEXTAREA' : 'INPUT')
      if (kind !== 'multiline') expect(element.type).toBe(kind)
      expect(screen.getByText(fieldLabel(field)).tagName).toBe('LABEL')
    }
    expect(container.querySelector('form')!.noValidate).toBe(true)
    expect(screen.getByRole('button', { name: 'Send melding' })).toBeTruthy()
  })

  it('hides the honeypot from people and assistive technology, and carries this form’s own token', async () => {
    const { hidden } = renderForm()
    const honeypot = hidden('website')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.getAttribute('autocomplete')).toBe('off')
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(CONTACT_FIELDS)
    expect(hidden('token').type).toBe('hidden')
    await waitFor(() => expect(hidden('token').value).toBe(TOKEN))
  })
})
