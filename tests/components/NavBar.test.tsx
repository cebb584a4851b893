import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { NavBar } from '../../src/components/layout/NavBar'
import { mainNavigation, navigationText } from '../../src/content/navigation'
import { siteConfig } from '../../src/site.config'
import { renderAt } from './support/renderSite'

describe('the navigation bar', () => {
  it('links the logo to the home page', () => {
    renderAt('/kontakt', <NavBar />)
    expect(screen.getByRole('link', { name: navigationText.logoLabel }).getAttribute('href')).toBe('/')
  })

  it('holds the five links in order and marks the current page', () => {
    renderAt('/rederi', <NavBar />)
    const nav = screen.getByRole('navigation', { name: navigationText.mainLabel })
    const links = within(within(nav).getByRole('list')).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      mainNavigation.map((link) => [link.label, link.href]),
    )
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['For rederi'])
  })

  it('leads to the marketplace app and the booking page', () => {
    renderAt('/', <NavBar />)
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe(siteConfig.external.appLogin)
    expect(screen.getByRole('link', { name: 'Book Demo' }).getAttribute('href')).toBe(siteConfig.external.bookDemo)
    expect(screen.getByRole('link', { name: 'Registrer' }).getAttribute('href')).toBe(siteConfig.external.registration)
  })

  it('navigates within the site without leaving the page', async () => {
    const { location } = renderAt('/', <NavBar />)
    await userEvent.click(screen.getByRole('link', { name: 'Om oss' }))
    expect(location.history).toEqual(['/', '/om-oss'])
  })
})

describe('the bottom drawer', () => {
  it('opens from the menu button with the same items, and closes when a link is tapped', async () => {
    const user = userEvent.setup()
    const { location } = renderAt('/', <NavBar />)
    const menuButton = screen.getByRole('button', { name: navigationText.openMenu })
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    await user.click(menuButton)
    const drawer = await screen.findByRole('dialog', { name: navigationText.menuTitle })
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    for (const link of mainNavigation) expect(within(drawer).getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.href)
    for (const label of ['Logg inn', 'Book Demo', 'Registrer']) expect(within(drawer).getByRole('link', { name: label })).toBeTruthy()
    await user.click(within(drawer).getByRole('link', { name: 'Kontakt' }))
    expect(location.history.at(-1)).toBe('/kontakt')
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
  })
})
