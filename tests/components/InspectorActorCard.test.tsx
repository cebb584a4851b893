import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActorCard } from '../../src/devtools/inspectorPage/ActorCard'
import type { InspectedActor } from '../../src/devtools/inspectorPage/inspection'

const contactForm: InspectedActor = {
  sessionId: 'x:1',
  name: 'contactForm',
  machineId: 'contactForm',
  value: { submitting: 'sending' },
  events: [{ order: 4, type: 'form.submit', payload: { honeypot: '', token: '[redacted]' } }],
}

const litStates = (className: string) =>
  [...document.querySelectorAll<SVGGElement>(`g.state.${className}`)].map((state) => state.dataset.state)

describe("the inspector's card of an actor", () => {
  it("lights its state on its machine's statechart from docs/machines/", () => {
    const { rerender } = render(<ActorCard actor={contactForm} />)
    screen.getByRole('img', { name: 'contactForm statechart' })
    expect(litStates('current')).toEqual(['contactForm.submitting.sending'])
    expect(litStates('lit')).toEqual(['contactForm.submitting', 'contactForm.submitting.sending'])

    rerender(<ActorCard actor={{ ...contactForm, value: { ready: 'success' } }} />)
    screen.getByText('ready.success')
    expect(litStates('current')).toEqual(['contactForm.ready.success'])
  })

  it('lists its latest events with their payloads', () => {
    render(<ActorCard actor={contactForm} />)
    const events = screen.getByRole('list', { name: 'Latest events, newest first' })
    expect(events.textContent).toBe('form.submit{"honeypot":"","token":"[redacted]"}')
  })

  it('shows an actor without a statechart by its name and events alone', () => {
    render(<ActorCard actor={{ sessionId: 'x:2', name: 'sendContactMessage', events: [] }} />)
    screen.getByRole('heading', { name: 'sendContactMessage' })
    screen.getByText('Running')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
