import { siteConfig } from '../site.config'
import { commonActions } from './actions'
import { claims } from './claims'
import type { AudiencePageContent } from './types'

const product = siteConfig.productName
const registerShippingCompany = { label: 'Registrer rederiet', href: siteConfig.external.registration }

export const shippingCompanyContent: AudiencePageContent = {
  hero: {
    eyebrow: 'For rederier',
    title: 'Flere oppdrag. Færre ledige dager.',
    lead: `Se oppdrag fra oppdrettere nær båtene dine, gi pristilbud og bygg et godt omdømme. Rederier på ${product} kan øke inntektene med opptil ${claims.shippingIncomeIncrease}.`,
    primary: registerShippingCompany,
    secondary: commonActions.bookDemo,
  },
  features: {
    heading: 'Dette får du',
    intro: 'Verktøyene som gjør det enkelt å finne, vinne og utføre oppdrag for havbruket.',
    features: [
      {
        icon: 'map',
        title: 'Oppdrag der båtene er',
        description: 'Se oppdrag fra lokaliteter i nærheten og kutt ned på tomme seilaser.',
      },
      {
        icon: 'clock',
        title: 'Akutte og planlagte oppdrag',
        description: 'Svar på akutte behov når du har en båt ledig, og planlegg sesongen med oppdrag som ligger lenger fram.',
      },
      {
        icon: 'bell',
        title: 'Varsler og chat',
        description: 'Få varsel i appen når det kommer nye meldinger, og avklar detaljer med oppdretteren i chatten.',
      },
      {
        icon: 'shield',
        title: 'Verifisert profil',
        description: 'Vi kontrollerer sertifikater, forsikring og historikk, så oppdretterne vet at de kan stole på deg.',
      },
      {
        icon: 'star',
        title: 'Vurderinger som teller',
        description: 'Hvert fullført oppdrag kan gi en vurdering som oppdretterne ser når de velger rederi.',
      },
      {
        icon: 'card',
        title: 'Kort eller faktura',
        description: 'Oppdretteren betaler med kort eller faktura, og vilkårene står i avtalen dere godkjenner.',
      },
    ],
  },
  steps: {
    heading: 'Slik får du oppdrag',
    steps: [
      {
        title: 'Registrer rederiet',
        text: 'Opprett en konto og legg inn båtene dine: servicebåter, brønnbåter eller arbeidsbåter.',
      },
      {
        title: 'Bli verifisert',
        text: 'Vi går gjennom sertifikater, forsikring og historikk. Deretter kan du gi tilbud.',
      },
      {
        title: 'Gi pristilbud',
        text: 'Se oppdrag i nærheten og send tilbud på dem som passer båtene og kalenderen din.',
      },
      {
        title: 'Utfør og bli vurdert',
        text: 'Når oppdretteren godkjenner avtalen, gjør du jobben. Oppdretteren følger båten i sanntid og gir deg en vurdering etterpå.',
      },
    ],
  },
  highlights: {
    heading: `Dette gir ${product} rederiet ditt`,
    items: [
      { value: `Opptil ${claims.shippingIncomeIncrease}`, label: 'mer i inntekt for rederier som bruker plattformen' },
      { value: 'Hele kysten', label: 'oppdrag fra oppdrettere langs hele norskekysten' },
      { value: 'Akutt og planlagt', label: 'oppdrag både for i dag og for neste sesong' },
    ],
  },
  closing: {
    heading: 'Sett båtene i arbeid',
    text: 'Opprett en konto og registrer rederiet. Vil du vite mer først, viser vi deg gjerne plattformen i en demo.',
    primary: registerShippingCompany,
    secondary: commonActions.bookDemo,
  },
}
