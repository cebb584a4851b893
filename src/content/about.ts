import { siteConfig } from '../site.config'
import type { CallToAction, FeatureSection, HeroContent, SectionHeading } from './types'

const product = siteConfig.productName
const [industryLead, generalManager, productLead, marketingLead] = siteConfig.team

export interface TeamMember {
  name: string
  profileUrl: string
  role: string
  bio: string
}

export interface AboutContent {
  hero: HeroContent & { join: CallToAction; opensInNewTab: string }
  history: { heading: string; paragraphs: readonly string[] }
  team: SectionHeading & { members: readonly TeamMember[]; profileLinkLabel: (name: string) => string }
  approach: FeatureSection & { action: CallToAction }
}

export const aboutContent: AboutContent = {
  hero: {
    eyebrow: 'Om oss',
    title: 'Vi bygger en markedsplass for båttjenester til havbruket',
    lead: `Det tar for lang tid å finne ledig båt til et oppdrag på lokaliteten. ${product} samler oppdrag, pristilbud og avtaler mellom oppdrettere og rederier på ett sted.`,
    join: { label: 'Bli Medlem', href: siteConfig.external.registration },
    opensInNewTab: '(åpnes i ny fane)',
  },
  history: {
    heading: 'Historien vår',
    paragraphs: [
      `${product} startet med erfaringer fra rederi og skipsmegling. Vi så de samme problemene igjen og igjen: Oppdrettere brukte timer på telefonen for å finne ledig båt, og rederier hadde båter som lå stille mens det var behov like i nærheten.`,
      'Priser var vanskelige å sammenligne, og avtaler ble gjort muntlig eller på e-post. Det kostet tid og penger for begge parter.',
      `Derfor bygde vi en markedsplass der oppdrettere og rederier møtes, sammenligner og gjør avtaler på ett sted. Vi holder til i ${siteConfig.company.city} og jobber for hele norskekysten.`,
    ],
  },
  team: {
    heading: 'Teamet',
    intro: 'Fire personer med bakgrunn fra rederi, skipsmegling, produktutvikling og markedsføring.',
    members: [
      {
        ...industryLead,
        role: 'Bransjeansvarlig og reder',
        bio: 'Driver rederi selv og kjenner hverdagen om bord. Prøver det vi lager mot det rederier og oppdrettere gjør hver dag.',
      },
      {
        ...generalManager,
        role: 'Daglig leder og skipsmegler',
        bio: 'Kjenner markedet for båttjenester fra meglerbordet. Leder selskapet og har ansvaret for kunder og samarbeidspartnere.',
      },
      {
        ...productLead,
        role: 'Produktansvarlig',
        bio: 'Har ansvaret for plattformen og mobilappen. Gjør tilbakemeldinger fra brukerne om til forbedringer.',
      },
      {
        ...marketingLead,
        role: 'Markedsansvarlig',
        bio: `Sørger for at oppdrettere og rederier langs kysten får vite hva ${product} kan gjøre for dem.`,
      },
    ],
    profileLinkLabel: (name) => `${name} på LinkedIn`,
  },
  approach: {
    heading: 'Slik jobber vi',
    intro: 'Dette styrer hva vi lager, og i hvilken rekkefølge.',
    features: [
      {
        icon: 'anchor',
        title: 'Erfaring fra sjøen',
        description:
          'Vi har bakgrunn fra rederi og skipsmegling. Vi vet hva et oppdrag på lokaliteten krever, og hva som skjer når været snur.',
      },
      {
        icon: 'map',
        title: 'Kart, varsler og digitale avtaler',
        description: 'Båten på kartet, varsel på mobilen og avtaler som godkjennes i appen, i stedet for telefonrunder og e-post.',
      },
      {
        icon: 'chat',
        title: 'Forbedret etter tilbakemeldinger',
        description: 'Det oppdrettere og rederier sier fra om, avgjør hva vi forbedrer først.',
      },
      {
        icon: 'users',
        title: 'Laget sammen med brukerne',
        description: `Oppdrettere og rederier forteller oss hva som tar tid i dag, og er med og bestemmer hva ${product} skal gjøre.`,
      },
      {
        icon: 'wave',
        title: 'Hele oppdraget på ett sted',
        description: 'Målet er at alt mellom oppdretter og rederi skjer i samme løsning, fra første forespørsel til betalt faktura.',
      },
    ],
    // The specification names this button word for word.
    action: { label: 'Bli med på reisen', href: '/onboarding' },
  },
}
