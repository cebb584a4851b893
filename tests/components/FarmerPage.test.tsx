import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FarmerPage } from '../../src/pages/FarmerPage'
import { siteConfig } from '../../src/site.config'
import { cardTitles, keyFigures, section } from './support/sections'

afterEach(cleanup)

const product = siteConfig.productName

describe('FarmerPage', () => {
  it('has one main heading and a section heading for each part', () => {
    render(<FarmerPage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections).toEqual([
      'Oppdrag du kan legge ut',
      'Slik bestiller du båt',
      'Før du takker ja',
      `${product} i tall`,
      'Legg ut ditt første oppdrag',
    ])
  })

  it('names the kinds of job a farmer can put out', () => {
    render(<FarmerPage />)
    expect(cardTitles('Oppdrag du kan legge ut')).toEqual([
      'Notvask',
      'Avlusing og behandling',
      'Transport av fôr og utstyr',
      'Kontroll av fortøyninger',
      'ROV-oppdrag',
      'Brønnbåtturer',
    ])
  })

  it('says what settles the choice before accepting: urgency, what is shown, verification and biosecurity', () => {
    render(<FarmerPage />)
    expect(cardTitles('Før du takker ja')).toEqual([
      'Når det haster',
      'Dette ser du om båten',
      'Verifiserte rederier',
      'Smittevern avklart på forhånd',
    ])
    expect(section('Før du takker ja').getByText(/sertifikater, forsikring og historikk/)).toBeTruthy()
  })

  it('shows figures in the key-figures band: the kinds of job, the checks and the savings', () => {
    render(<FarmerPage />)
    expect(keyFigures(`${product} i tall`)).toEqual(['6', '3', 'Opptil 30\u00a0%'])
  })

  it('sends farmers to registration and to a demo under the navigation’s names', () => {
    render(<FarmerPage />)
    const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'))
    expect(hrefs('Registrer')).toEqual([siteConfig.external.registration, siteConfig.external.registration])
    expect(hrefs('Book demo')).toEqual([siteConfig.external.bookDemo, siteConfig.external.bookDemo])
  })

  it('lists the steps in order', () => {
    render(<FarmerPage />)
    expect(cardTitles('Slik bestiller du båt')).toEqual(['Beskriv oppdraget', 'Motta pristilbud', 'Velg og avtal', 'Følg og betal'])
  })
})
