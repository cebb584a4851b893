import { siteConfig } from '../site.config'
import { listed, paymentMethods, verificationChecks } from './marketplace'
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
    answer: `${product} er en markedsplass for båttjenester til havbruket. Oppdrettere legger ut oppdrag, og rederier med båter i nærheten gir pristilbud. Dere sammenligner, avklarer vilkår i chatten og godkjenner avtalen på ett sted.`,
  },
  {
    category: 'general',
    question: 'Hvilke oppdrag kan jeg legge ut?',
    answer:
      'Notvask, avlusing og andre behandlinger, transport av fôr og utstyr, kontroll av fortøyninger, ROV-oppdrag og turer med brønnbåt. Oppdraget kan være planlagt lang tid i forveien, eller akutt.',
  },
  {
    category: 'general',
    question: 'Hvordan vet jeg at båten som kommer er til å stole på?',
    answer: `Vi sjekker ${listed(verificationChecks)} før et rederi kan gi tilbud. I tilbudet ser du båtdetaljene og vurderingene rederiet har fått av andre oppdrettere, og smittevern, som hvor båten var sist og når den ble desinfisert, avklarer du i chatten før den kommer.`,
  },
  {
    category: 'general',
    question: 'Hvordan foregår betalingen?',
    answer: `Oppdretteren betaler med ${listed(paymentMethods)}. Hva som gjelder for det enkelte oppdraget, står i avtalen dere begge har godkjent.`,
  },
  {
    category: 'rederi',
    question: 'Hva må til før rederiet kan gi tilbud?',
    answer: `Registrer deg, legg inn båtene og bli verifisert: vi går gjennom ${listed(verificationChecks)}. Deretter ser du oppdrag i nærheten av båtene dine og setter prisen selv i tilbudene du sender.`,
  },
  {
    category: 'oppdretter',
    question: 'Kan jeg få båt på kort varsel?',
    answer:
      'Ja. Merk oppdraget som akutt, så ser rederiene i nærheten at det haster, og du får varsel på mobilen når tilbudene kommer. Du velger fortsatt selv hvilket tilbud du tar.',
  },
  {
    category: 'teknisk',
    question: 'Må jeg bruke mobilappen?',
    answer:
      'Nei, markedsplassen virker også i nettleseren. Appen for iPhone og Android gjør det enklere ute på sjøen: varsel om nye tilbud og meldinger, chat med motparten og båten på kartet i sanntid.',
  },
  {
    category: 'general',
    question: 'Hvordan kommer jeg i gang?',
    answer:
      'Registrer deg, så kan du legge ut ditt første oppdrag eller begynne å gi tilbud. Vil du se plattformen før du bestemmer deg, kan du booke en demo.',
  },
]
