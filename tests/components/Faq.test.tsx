import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Faq } from '../../src/components/home/Faq'
import { faqEntries } from '../../src/content/faq'
import { renderAt } from './support/renderSite'

const questions = () =>
  screen.getAllByRole('group').flatMap((group) => (group.tagName === 'DETAILS' ? [group.querySelector('summary')!.textContent] : []))

describe('the FAQ', () => {
  it('offers the five filters and shows all eight questions at first', () => {
    renderAt('/', <Faq />)
    for (const label of ['Alle spørsmål', 'Generelt', 'For rederier', 'For oppdrettere', 'Teknisk']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy()
    }
    expect(screen.getByRole('button', { name: 'Alle spørsmål' }).getAttribute('aria-pressed')).toBe('true')
    expect(questions()).toHaveLength(8)
  })

  it('has eight entries: five general, one each for rederi, oppdretter and teknisk', () => {
    const count = (category: string) => faqEntries.filter((entry) => entry.category === category).length
    expect([count('general'), count('rederi'), count('oppdretter'), count('teknisk')]).toEqual([5, 1, 1, 1])
  })

  it('filters by topic', async () => {
    const user = userEvent.setup()
    renderAt('/', <Faq />)
    await user.click(screen.getByRole('button', { name: 'For rederier' }))
    expect(questions()).toEqual(faqEntries.filter((entry) => entry.category === 'rederi').map((entry) => entry.question))
    expect(screen.getByRole('button', { name: 'For rederier' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Generelt' }))
    expect(questions()).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: 'Alle spørsmål' }))
    expect(questions()).toHaveLength(8)
  })

  it('lets several answers be open at once', async () => {
    const user = userEvent.setup()
    renderAt('/', <Faq />)
    const [first, second] = faqEntries
    await user.click(screen.getByText(first!.question))
    await user.click(screen.getByText(second!.question))
    const open = document.querySelectorAll('details[open]')
    expect(open).toHaveLength(2)
  })

  it('sends the visitor on to the contact page', () => {
    renderAt('/', <Faq />)
    expect(screen.getByRole('link', { name: 'Kontakt oss' }).getAttribute('href')).toBe('/kontakt')
  })
})
