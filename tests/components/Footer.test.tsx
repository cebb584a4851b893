import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer } from '../../src/components/layout/Footer'
import { mainNavigation } from '../../src/content/navigation'
import { siteConfig } from '../../src/site.config'
import { renderAt } from './support/renderSite'

describe('the footer', () => {
  it('carries the navigation, Bli medlem, the professional network, the legal links and the parent company', () => {
    renderAt('/', <Footer />)
    const footer = screen.getByRole('contentinfo')
    const href = (name: string | RegExp) => within(footer).getByRole('link', { name }).getAttribute('href')
    for (const link of mainNavigation) expect(href(link.label)).toBe(link.href)
    expect(href('Bli medlem')).toBe(siteConfig.external.registration)
    expect(href(/LinkedIn/)).toBe(siteConfig.external.professionalNetwork)
    expect(href('Personvern')).toBe('/personvern')
    expect(href('Vilkår og betingelser')).toBe('/vilkar')
    expect(href(new RegExp(siteConfig.external.parentVenture.name))).toBe(siteConfig.external.parentVenture.url)
  })

  it('shows the copyright with the current year', () => {
    renderAt('/', <Footer />)
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${siteConfig.company.legalName}`))).toBeTruthy()
  })
})
