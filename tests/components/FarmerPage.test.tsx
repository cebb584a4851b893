import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FarmerPage } from '../../src/pages/FarmerPage'
import { siteConfig } from '../../src/site.config'

afterEach(cleanup)

describe('FarmerPage', () => {
  it('has one main heading and a section heading for each part', () => {
    render(<FarmerPage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections).toEqual([
      'Dette får du',
      'Slik bestiller du båt',
      `Dette gir ${siteConfig.productName} deg`,
      'Legg ut ditt første oppdrag',
    ])
  })

  it('cites the savings for oppdrettere and sends them to registration', () => {
    render(<FarmerPage />)
    expect(screen.getByText('Opptil 30 %')).toBeTruthy()
    const signUps = screen.getAllByRole('link', { name: 'Opprett konto' })
    expect(signUps.map((link) => link.getAttribute('href'))).toEqual([siteConfig.external.registration, siteConfig.external.registration])
  })

  it('lists the steps in order', () => {
    render(<FarmerPage />)
    const steps = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(steps.slice(-4)).toEqual(['Beskriv oppdraget', 'Motta pristilbud', 'Velg og avtal', 'Følg og betal'])
  })
})
