import { siteConfig } from '../site.config'
import { commonActions } from './actions'
import { jobKinds } from './jobKinds'
import { listed, paymentMethods, verificationChecks } from './marketplace'
import type { AudiencePageContent } from './types'

const product = siteConfig.productName

export const shippingCompanyContent: AudiencePageContent = {
  hero: {
    eyebrow: 'For rederier',
    title: 'Flere oppdrag. Færre ledige dager.',
    lead: `Se oppdrag fra oppdrettere nær båtene dine, gi pristilbud og bygg et godt omdømme. Rederier på ${product} kan øke inntektene med opptil ${siteConfig.claims.shippingIncomeIncrease}.`,
    primary: commonActions.register,
    secondary: commonActions.bookDemo,
  },
  features: {
    heading: 'Slik kommer oppdragene til deg',
    intro: 'Oppdretterne legger ut oppdragene. Du velger hvilke du gir tilbud på, og til hvilken pris.',
    features: [
      {
        icon: 'map',
        title: 'Oppdrag nær båtene dine',
        description: 'Du ser oppdrag fra lokaliteter i nærheten av båtene dine, så du slipper lange tomme seilaser.',
      },
      {
        icon: 'chart',
        title: 'Tilbud med din pris',
        description:
          'Du setter prisen selv. Oppdretteren sammenligner tilbudet ditt med de andre, sammen med båtdetaljene og vurderingene dine.',
      },
      {
        icon: 'boat',
        title: 'Ledig kapasitet i arbeid',
        description: 'Har en båt ledige dager mellom faste oppdrag, gir du tilbud på jobber i nærheten som passer inn i kalenderen.',
      },
      {
        icon: 'clock',
        title: 'Akutte oppdrag',
        description: 'Akutte oppdrag er merket, så du ser hvor det haster. Har du en båt ledig i nærheten, kan du svare med en gang.',
      },
      {
        icon: 'chat',
        title: 'Avklart før avtalen',
        description:
          'Omfang, tidspunkt og smittevern avklarer du med oppdretteren i chatten. Avtalen gjelder når dere begge har godkjent den.',
      },
      {
        icon: 'card',
        title: 'Betalt med kort eller faktura',
        description: `Oppdretteren betaler med ${listed(paymentMethods)}, og betalingsvilkårene står i avtalen dere har godkjent.`,
      },
    ],
  },
  steps: {
    heading: 'Slik får du oppdrag',
    steps: [
      {
        title: 'Registrer deg',
        text: 'Legg inn rederiet og båtene dine, enten det er servicebåter, brønnbåter eller arbeidsbåter.',
      },
      {
        title: 'Bli verifisert',
        text: `Vi går gjennom ${listed(verificationChecks)}. Deretter kan du gi tilbud.`,
      },
      {
        title: 'Gi pristilbud',
        text: 'Se oppdrag i nærheten og send tilbud på dem som passer båtene og kalenderen din.',
      },
      {
        title: 'Utfør og bli vurdert',
        text: 'Når avtalen er godkjent, gjør du jobben. Oppdretteren følger båten i sanntid og gir deg en vurdering etterpå.',
      },
    ],
  },
  trust: {
    heading: 'Dette sjekker vi i verifiseringen',
    intro: 'Oppdretterne skal kunne stole på båten som kommer. Derfor går vi gjennom dette før du kan gi tilbud.',
    features: [
      {
        icon: 'shield',
        title: 'Sertifikater',
        description: 'Gyldige sertifikater for båtene du legger inn og for mannskapet som skal om bord.',
      },
      {
        icon: 'check',
        title: 'Forsikring',
        description: 'Forsikring som dekker båtene og arbeidet dere påtar dere.',
      },
      {
        icon: 'star',
        title: 'Historikk og vurderinger',
        description:
          'Oppdragene du har utført. Etter hvert oppdrag her kan oppdretteren gi deg en vurdering, og den ser neste oppdretter når tilbudene sammenlignes.',
      },
    ],
  },
  highlights: {
    heading: `${product} i tall`,
    items: [
      { value: `Opptil ${siteConfig.claims.shippingIncomeIncrease}`, label: 'mer i inntekt for rederier som bruker plattformen' },
      { value: String(jobKinds.length), label: 'typer oppdrag å gi tilbud på, fra notvask til brønnbåt' },
      { value: String(paymentMethods.length), label: `måter oppdretteren kan betale på: ${listed(paymentMethods)}` },
    ],
  },
  closing: {
    heading: 'Sett båtene i arbeid',
    text: 'Registrer deg og legg inn båtene. Vil du vite mer først, viser vi deg gjerne plattformen i en demo.',
    primary: commonActions.register,
    secondary: commonActions.bookDemo,
  },
}
