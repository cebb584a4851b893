import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { faqText } from '../../src/content/faq'
import { homeContent } from '../../src/content/home'
import { HomePage } from '../../src/pages/HomePage'
import { renderAt } from './support/renderSite'

describe('HomePage', () => {
  it('has its sections in order: how it works, farmers, shipping companies, the app, the closing call to action, the FAQ', () => {
    renderAt('/', <HomePage />)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    const { howItWorks, farmers, shippingCompanies, app, closing } = homeContent
    const expected = [howItWorks.heading, farmers.heading, shippingCompanies.heading, app.heading, closing.heading, faqText.heading]
    expect(headings.filter((heading) => expected.includes(heading ?? ''))).toEqual(expected)
  })
})
