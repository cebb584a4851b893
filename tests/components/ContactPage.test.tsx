import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactPage } from '../../src/pages/ContactPage'
import { siteConfig } from '../../src/site.config'

afterEach(cleanup)

describe('ContactPage', () => {
  it('offers e-mail, phone and postal address', () => {
    render(<ContactPage />)
    const cards = within(screen.getByRole('region', { name: 'Slik når du oss' })).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['E-post', 'Telefon', 'Postadresse'])
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe(`mailto:${siteConfig.email.contact}`)
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe(siteConfig.phone.href)
    expect(cards[2]!.querySelector('address')?.textContent).toContain(siteConfig.company.streetAddress)
  })

  it('says who runs the site and shows the company details', () => {
    render(<ContactPage />)
    const operator = screen.getByRole('region', { name: 'Hvem står bak nettstedet' })
    expect(operator.textContent).toContain(siteConfig.company.legalName)
    expect(operator.textContent).toContain(siteConfig.company.organisationNumber)
    expect(within(operator).getByRole('link', { name: siteConfig.email.info }).getAttribute('href')).toBe(`mailto:${siteConfig.email.info}`)
  })

  it('has no contact form until the form arrives with its own flow', () => {
    const { container } = render(<ContactPage />)
    expect(container.querySelector('form')).toBeNull()
  })
})
