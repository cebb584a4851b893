import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AboutPage } from '../../src/pages/AboutPage'
import { siteConfig } from '../../src/site.config'

afterEach(cleanup)

describe('AboutPage', () => {
  it('opens registration in a new tab from the Bli Medlem button', () => {
    render(<AboutPage />)
    const join = screen.getByRole('link', { name: /Bli Medlem/ })
    expect(join.getAttribute('href')).toBe(siteConfig.external.registration)
    expect(join.getAttribute('target')).toBe('_blank')
    expect(join.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows the team of four in order, each with a profile link', () => {
    render(<AboutPage />)
    const team = screen.getByRole('region', { name: 'Teamet' })
    const cards = within(team).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    cards.forEach((card, index) => {
      const person = siteConfig.team[index]!
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(person.name)
      expect(within(card).getByRole('link').getAttribute('href')).toBe(person.profileUrl)
    })
  })

  it('ends with the specification’s "Bli med på reisen", leading to onboarding', () => {
    render(<AboutPage />)
    expect(screen.getByRole('link', { name: 'Bli med på reisen' }).getAttribute('href')).toBe('/onboarding')
  })
})
