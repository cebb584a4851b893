import type { IconName } from '../components/ui/Icon'
import { siteConfig } from '../site.config'
import { navigationText } from './navigation'

export interface FooterLink {
  label: string
  href: string
  icon?: IconName
}

export interface FooterColumn {
  id: string
  heading: string
  links: readonly FooterLink[]
}

const { external, productName, company } = siteConfig

export const footerText = {
  tagline: 'Markedsplassen som kobler oppdrettere med rederier og servicebåter langs hele norskekysten.',
  navigationHeading: 'Sider',
  /** Reopens the cookie banner, so the choice can be changed or withdrawn. */
  cookieChoice: 'Informasjonskapsler',
  /** Beside it, the choice that holds, as the banner's button named it, and the day it was given. */
  cookieChoiceGiven: (choice: string, day: string) => `Ditt valg: ${choice}, ${day}`,
  copyright: (year: number) => `© ${year} ${company.legalName}. Alle rettigheter forbeholdt.`,
  organisationNumber: `Org.nr. ${company.organisationNumber}`,
} as const

/** The link columns after the site's own pages. */
export const footerColumns: readonly FooterColumn[] = [
  {
    id: 'footer-account',
    heading: 'Kom i gang',
    links: [
      { label: navigationText.login, href: external.appLogin },
      { label: navigationText.bookDemo, href: external.bookDemo },
      { label: navigationText.register, href: external.registration },
      { label: 'Bli medlem', href: external.registration },
    ],
  },
  {
    id: 'footer-company',
    heading: 'Selskapet',
    links: [
      { label: `${productName} på LinkedIn`, href: external.professionalNetwork, icon: 'linkedin' },
      { label: 'Personvern', href: '/personvern' },
      { label: 'Vilkår og betingelser', href: '/vilkar' },
      { label: `En del av ${external.parentVenture.name}`, href: external.parentVenture.url },
    ],
  },
]
