import { siteConfig } from '../site.config'

export const footerText = {
  tagline: 'Markedsplassen som kobler oppdrettere med rederier og servicebåter langs hele norskekysten.',
  navigationHeading: 'Sider',
  accountHeading: 'Kom i gang',
  companyHeading: 'Selskapet',
  joinLabel: 'Bli medlem',
  professionalNetworkLabel: `${siteConfig.productName} på LinkedIn`,
  privacyLabel: 'Personvern',
  termsLabel: 'Vilkår og betingelser',
  parentVentureLabel: `En del av ${siteConfig.external.parentVenture.name}`,
  copyright: (year: number) => `© ${year} ${siteConfig.company.legalName}. Alle rettigheter forbeholdt.`,
  organisationNumber: `Org.nr. ${siteConfig.company.organisationNumber}`,
} as const
