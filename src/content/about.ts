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
    title: 'Vi bygger markedsplassen havbruket trenger',
    lead: `${product} er grunnlagt for å løse reelle problemer i havbruket. Vi gjør det enklere for oppdrettere og rederier å finne hverandre, bli enige og få jobben gjort.`,
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
        bio: 'Driver rederi selv og kjenner hverdagen om bord. Sørger for at plattformen løser det rederier og oppdrettere faktisk trenger.',
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
    intro: 'Fem prinsipper styrer hvordan vi bygger og driver plattformen.',
    features: [
      {
        icon: 'anchor',
        title: 'Erfaring fra sjøen',
        description:
          'Vi har bakgrunn fra rederi og skipsmegling. Vi vet hva et oppdrag på lokaliteten krever, og hva som skjer når været snur.',
      },
      {
        icon: 'map',
        title: 'Teknologi som hjelper',
        description: 'Sanntidssporing, varsler på mobilen og digitale avtaler gjør hverdagen enklere for både oppdretter og rederi.',
      },
      {
        icon: 'chat',
        title: 'Bedre for hver tilbakemelding',
        description: 'Vi forbedrer plattformen hele tiden ut fra det brukerne forteller oss.',
      },
      {
        icon: 'users',
        title: 'Partnerskap med kundene',
        description: `Vi utvikler ${product} sammen med oppdrettere og rederier, ikke bare for dem.`,
      },
      {
        icon: 'wave',
        title: 'Et digitalt økosystem',
        description: 'Målet er ett sted for alt som skjer mellom oppdretter og rederi, fra første forespørsel til betalt faktura.',
      },
    ],
    action: { label: 'Bli med på reisen', href: '/onboarding' },
  },
}
