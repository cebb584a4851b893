import { siteConfig } from '../site.config'
import { claims } from './claims'
import type { CallToAction } from './types'

const product = siteConfig.productName

export type FaqCategory = 'general' | 'rederi' | 'oppdretter' | 'teknisk'
export type FaqFilter = FaqCategory | 'all'

export interface FaqEntry {
  question: string
  answer: string
  category: FaqCategory
}

/** The filter buttons above the questions, in the order they are shown. */
export const faqFilters: readonly { value: FaqFilter; label: string }[] = [
  { value: 'all', label: 'Alle spørsmål' },
  { value: 'general', label: 'Generelt' },
  { value: 'rederi', label: 'For rederier' },
  { value: 'oppdretter', label: 'For oppdrettere' },
  { value: 'teknisk', label: 'Teknisk' },
]

export const faqText: { heading: string; intro: string; filterLabel: string; contactPrompt: string; contactLink: CallToAction } = {
  heading: 'Ofte stilte spørsmål',
  filterLabel: 'Velg tema',
  intro: 'Her er svarene på det vi oftest får spørsmål om. Velg et tema for å se bare spørsmålene som gjelder deg.',
  contactPrompt: 'Fant du ikke svaret du lette etter? Vi hjelper deg gjerne.',
  contactLink: { label: 'Kontakt oss', href: '/kontakt' },
}

export const faqEntries: readonly FaqEntry[] = [
  {
    category: 'general',
    question: `Hva er ${product}?`,
    answer: `${product} er en markedsplass og anbudsplattform for havbruket. Oppdrettere legger ut oppdrag, og rederier med båter i nærheten gir pristilbud. Begge parter sammenligner, avklarer vilkår og godkjenner avtalen på ett sted.`,
  },
  {
    category: 'general',
    question: `Hvem kan bruke ${product}?`,
    answer:
      'Oppdrettere som trenger båttjenester, og rederier som tilbyr servicebåter, brønnbåter eller arbeidsbåter. Plattformen dekker hele norskekysten.',
  },
  {
    category: 'general',
    question: 'Hvordan vet jeg at et rederi er til å stole på?',
    answer:
      'Vi verifiserer rederiene før de kan gi tilbud. Vi sjekker sertifikater, forsikring og historikk. Etter hvert oppdrag kan oppdretteren gi rederiet en vurdering, så du ser hva andre har erfart.',
  },
  {
    category: 'general',
    question: 'Hvordan betaler jeg for et oppdrag?',
    answer: 'Du velger selv om du vil betale med kort eller faktura.',
  },
  {
    category: 'rederi',
    question: 'Hvordan får rederiet mitt flere oppdrag?',
    answer: `Du ser oppdrag fra oppdrettere i nærheten av båtene dine og sender pristilbud direkte. Slik fyller du ledig kapasitet. Rederier på ${product} kan øke inntektene med opptil ${claims.shippingIncomeIncrease}.`,
  },
  {
    category: 'oppdretter',
    question: 'Kan jeg bestille båt på kort varsel?',
    answer:
      'Ja. Merk oppdraget som akutt, så ser rederiene i nærheten at det haster. Du kan også legge ut planlagte oppdrag lang tid i forveien.',
  },
  {
    category: 'teknisk',
    question: 'Finnes det en mobilapp?',
    answer:
      'Ja, for iPhone og Android. I appen får du varsel om nye tilbud og meldinger, du kan chatte med motparten og følge båten i sanntid.',
  },
  {
    category: 'general',
    question: 'Hvordan kommer jeg i gang?',
    answer:
      'Opprett en konto, så kan du legge ut ditt første oppdrag eller begynne å gi tilbud. Vil du se plattformen før du bestemmer deg, kan du bestille en demo.',
  },
]
