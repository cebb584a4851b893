import { cleanup, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AboutPage } from '../../src/pages/AboutPage'
import { FarmerPage } from '../../src/pages/FarmerPage'
import { HomePage } from '../../src/pages/HomePage'
import { ShippingCompanyPage } from '../../src/pages/ShippingCompanyPage'
import { siteConfig } from '../../src/site.config'
import { renderAt } from './support/renderSite'

afterEach(cleanup)

const pages: [string, ReactNode][] = [
  ['/', <HomePage key="home" />],
  ['/oppdretter', <FarmerPage key="farmer" />],
  ['/rederi', <ShippingCompanyPage key="shipping" />],
  ['/om-oss', <AboutPage key="about" />],
]

/** The accessible names of the page's links to `hrefs`, each name once. */
function namesOfLinksTo(hrefs: readonly string[]): string[] {
  const links = screen.getAllByRole('link').filter((link) => hrefs.includes(link.getAttribute('href') ?? ''))
  return [...new Set(links.map((link) => link.textContent ?? ''))].sort()
}

describe('one name per action', () => {
  it.each(pages)('%s names signing up "Registrer", besides the about page’s fixed "Bli Medlem" and "Bli med på reisen"', (path, page) => {
    renderAt(path, page)
    const names = namesOfLinksTo([siteConfig.external.registration, '/onboarding'])
    expect(names).toEqual(path === '/om-oss' ? ['Bli Medlem(åpnes i ny fane)', 'Bli med på reisen'] : ['Registrer'])
  })

  it.each(pages.filter(([path]) => path !== '/om-oss'))('%s names the demo "Book demo"', (path, page) => {
    renderAt(path, page)
    expect(namesOfLinksTo([siteConfig.external.bookDemo])).toEqual(['Book demo'])
  })
})
