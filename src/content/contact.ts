import type { IconName } from '../components/ui/Icon'
import { siteConfig } from '../site.config'
import { mailtoHref } from './actions'
import { postalTown } from './postalTown'
import type { CallToAction, HeroContent } from './types'

const { company, email, phone } = siteConfig
const product = siteConfig.productName

/** One way to reach us: what it is, a line about it, and the address or number itself. */
export interface ContactCard {
  icon: IconName
  title: string
  text: string
  lines: readonly string[]
  href?: string
}

export interface CompanyDetail {
  label: string
  value: string
  href?: string
}

export interface ContactContent {
  hero: HeroContent
  cardsHeading: string
  cards: readonly ContactCard[]
  operator: { heading: string; text: string; link: CallToAction }
  companyDetails: { heading: string; items: readonly CompanyDetail[] }
}

export const contactContent: ContactContent = {
  hero: {
    title: 'Kontakt oss',
    lead: `Har du spørsmål om ${product}, eller vil du vite hvordan plattformen passer for din drift? Ta kontakt, så svarer vi så snart vi kan.`,
  },
  cardsHeading: 'Slik når du oss',
  cards: [
    {
      icon: 'mail',
      title: 'E-post',
      text: 'Skriv til oss om alt fra oppdrag og tilbud til konto og betaling.',
      lines: [email.contact],
      href: mailtoHref(email.contact),
    },
    {
      icon: 'phone',
      title: 'Telefon',
      text: 'Vil du heller ta det på telefon, kan du ringe oss.',
      lines: [phone.display],
      href: phone.href,
    },
    {
      icon: 'pin',
      title: 'Postadresse',
      text: `Send brev til oss i ${company.city}.`,
      lines: [company.legalName, company.streetAddress, postalTown],
    },
  ],
  operator: {
    heading: 'Hvem står bak nettstedet',
    text: `${product} drives av ${company.legalName}, et aksjeselskap med adresse i ${company.city}. Selskapet er ansvarlig for innholdet på nettstedet og for markedsplassen.`,
    link: { label: 'Les mer om oss', href: '/om-oss' },
  },
  companyDetails: {
    heading: 'Selskapsinformasjon',
    items: [
      { label: 'Selskap', value: company.legalName },
      { label: 'Organisasjonsnummer', value: company.organisationNumber },
      { label: 'Generelle henvendelser', value: email.info, href: mailtoHref(email.info) },
      { label: 'Kundekontakt', value: email.contact, href: mailtoHref(email.contact) },
      { label: 'Telefon', value: phone.display, href: phone.href },
      { label: 'Adresse', value: `${company.streetAddress}, ${postalTown}` },
    ],
  },
}
