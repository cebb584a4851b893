import { cleanup, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { contactFormText } from '../../src/content/contactForm'
import { ContactPage } from '../../src/pages/ContactPage'
import { siteConfig } from '../../src/site.config'
import { renderAt } from './support/renderSite'

afterEach(cleanup)

/** The page as the site shows it; its form's flow never starts here, as nothing focuses it. */
const render = (ui: ReactNode) => renderAt('/kontakt', ui, { loadSystem: () => new Promise(() => {}) })

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

  it('has the contact form in a section of its own', () => {
    render(<ContactPage />)
    const section = screen.getByRole('region', { name: contactFormText.heading })
    expect(within(section).getByRole('form', { name: contactFormText.formLabel })).toBeTruthy()
    expect(within(section).getByRole('button', { name: contactFormText.submit })).toBeTruthy()
  })
})
