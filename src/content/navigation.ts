import type { PagePath } from './routes'

export interface NavLink {
  label: string
  href: PagePath
}

export const mainNavigation: readonly NavLink[] = [
  { label: 'Hjem', href: '/' },
  { label: 'For oppdrettere', href: '/oppdretter' },
  { label: 'For rederi', href: '/rederi' },
  { label: 'Om oss', href: '/om-oss' },
  { label: 'Kontakt', href: '/kontakt' },
]

export const navigationText = {
  mainLabel: 'Hovedmeny',
  skipToContent: 'Hopp til hovedinnhold',
  logoLabel: 'Til forsiden',
  login: 'Logg inn',
  logout: 'Logg ut',
  account: 'Min konto',
  bookDemo: 'Book Demo',
  register: 'Registrer',
  openMenu: 'Åpne meny',
  closeMenu: 'Lukk meny',
  menuTitle: 'Meny',
  breadcrumbLabel: 'Brødsmulesti',
  home: 'Hjem',
} as const
