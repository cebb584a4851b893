import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ShippingCompanyPage } from '../../src/pages/ShippingCompanyPage'
import { siteConfig } from '../../src/site.config'

afterEach(cleanup)

describe('ShippingCompanyPage', () => {
  it('speaks to rederier under one main heading', () => {
    render(<ShippingCompanyPage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: 'Slik får du oppdrag' })).toBeTruthy()
  })

  it('cites the income increase and offers registration and a demo', () => {
    render(<ShippingCompanyPage />)
    expect(screen.getByText('Opptil 40 %')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Registrer rederiet' })[0]?.getAttribute('href')).toBe(siteConfig.external.registration)
    expect(screen.getAllByRole('link', { name: 'Bestill demo' })[0]?.getAttribute('href')).toBe(siteConfig.external.bookDemo)
  })
})
