import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from '../../src/components/layout/Breadcrumbs'
import { navigationText } from '../../src/content/navigation'
import { renderAt } from './support/renderSite'

const LABELS = {
  '/rederi': 'For Rederier',
  '/oppdretter': 'For Oppdrettere',
  '/onboarding': 'Kom i Gang',
  '/om-oss': 'Om Oss',
  '/kontakt': 'Kontakt',
  '/personvern': 'Personvern',
  '/vilkar': 'Vilkår og Betingelser',
}

describe('the breadcrumb bar', () => {
  for (const [path, label] of Object.entries(LABELS)) {
    it(`shows Hjem › ${label} on ${path}, the last crumb as plain text`, () => {
      renderAt(path, <Breadcrumbs />)
      const trail = screen.getByRole('navigation', { name: navigationText.breadcrumbLabel })
      const items = within(trail).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual(['Hjem', label])
      expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/')
      expect(within(items[1]!).queryByRole('link')).toBeNull()
      expect(within(items[1]!).getByText(label).getAttribute('aria-current')).toBe('page')
    })
  }

  it('is hidden on the home page and on unknown paths', () => {
    for (const path of ['/', '/finnes-ikke']) {
      const { unmount } = renderAt(path, <Breadcrumbs />)
      expect(screen.queryByRole('navigation')).toBeNull()
      unmount()
    }
  })
})
