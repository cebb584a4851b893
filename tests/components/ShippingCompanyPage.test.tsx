import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ShippingCompanyPage } from '../../src/pages/ShippingCompanyPage'
import { siteConfig } from '../../src/site.config'
import { cardTitles, keyFigures } from './support/sections'

afterEach(cleanup)

const product = siteConfig.productName

describe('ShippingCompanyPage', () => {
  it('speaks to rederier under one main heading', () => {
    render(<ShippingCompanyPage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Slik kommer oppdragene til deg',
      'Slik får du oppdrag',
      'Dette sjekker vi i verifiseringen',
      `${product} i tall`,
      'Sett båtene i arbeid',
    ])
  })

  it('explains how jobs reach the operator: offers, free capacity, urgent jobs, the chat and payment', () => {
    render(<ShippingCompanyPage />)
    expect(cardTitles('Slik kommer oppdragene til deg')).toEqual([
      'Oppdrag nær båtene dine',
      'Tilbud med din pris',
      'Ledig kapasitet i arbeid',
      'Akutte oppdrag',
      'Avklart før avtalen',
      'Betalt med kort eller faktura',
    ])
  })

  it('says what verification asks for, ratings included', () => {
    render(<ShippingCompanyPage />)
    expect(cardTitles('Dette sjekker vi i verifiseringen')).toEqual(['Sertifikater', 'Forsikring', 'Historikk og vurderinger'])
  })

  it('shows figures in the key-figures band: the income increase, the kinds of job and the ways to be paid', () => {
    render(<ShippingCompanyPage />)
    expect(keyFigures(`${product} i tall`)).toEqual(['Opptil 40\u00a0%', '6', '2'])
  })

  it('offers registration and a demo under the navigation’s names', () => {
    render(<ShippingCompanyPage />)
    expect(screen.getAllByRole('link', { name: 'Registrer' })[0]?.getAttribute('href')).toBe(siteConfig.external.registration)
    expect(screen.getAllByRole('link', { name: 'Book demo' })[0]?.getAttribute('href')).toBe(siteConfig.external.bookDemo)
  })
})
