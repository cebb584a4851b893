import { siteConfig } from '../site.config'
import { commonActions } from './actions'
import { claims } from './claims'
import type { AudiencePageContent } from './types'

const product = siteConfig.productName

export const farmerContent: AudiencePageContent = {
  hero: {
    eyebrow: 'For oppdrettere',
    title: 'Få båten ut til lokaliteten – uten å ringe rundt',
    lead: 'Legg ut oppdraget én gang og få pristilbud fra verifiserte rederier i nærheten. Sammenlign tilbudene, gjør avtale og følg båten i sanntid.',
    primary: commonActions.createAccount,
    secondary: commonActions.bookDemo,
  },
  features: {
    heading: 'Dette får du',
    intro: 'Alt du trenger for å bestille båttjenester, samlet på ett sted.',
    features: [
      {
        icon: 'clock',
        title: 'Akutte og planlagte oppdrag',
        description: 'Trenger du båt i dag, merker du oppdraget som akutt. Planlagt arbeid legger du ut så tidlig du vil.',
      },
      {
        icon: 'shield',
        title: 'Verifiserte rederier',
        description: 'Vi sjekker sertifikater, forsikring og historikk før et rederi får gi tilbud.',
      },
      {
        icon: 'star',
        title: 'Vurderinger fra andre oppdrettere',
        description: 'Se hva andre oppdrettere har erfart med rederiet før du velger.',
      },
      {
        icon: 'chat',
        title: 'Chat og varsler',
        description: 'Avklar detaljer direkte med rederiet, og få varsel på mobilen når det kommer nye tilbud og meldinger.',
      },
      {
        icon: 'map',
        title: 'Sanntidssporing',
        description: 'Følg båten på kartet og se når den er framme ved lokaliteten.',
      },
      {
        icon: 'card',
        title: 'Kort eller faktura',
        description: 'Betal oppdraget med kort eller faktura, slik det passer driften din.',
      },
    ],
  },
  steps: {
    heading: 'Slik bestiller du båt',
    steps: [
      {
        title: 'Beskriv oppdraget',
        text: 'Fortell hva som skal gjøres, hvilken lokalitet det gjelder og når jobben må være ferdig.',
      },
      {
        title: 'Motta pristilbud',
        text: 'Rederier med båter i nærheten sender deg tilbud. Du får varsel i appen for hvert nytt tilbud.',
      },
      {
        title: 'Velg og avtal',
        text: 'Sammenlign pris, båtdetaljer og vurderinger. Avklar vilkårene i chatten og godkjenn avtalen.',
      },
      {
        title: 'Følg og betal',
        text: 'Følg båten i sanntid mens jobben gjøres, og betal med kort eller faktura.',
      },
    ],
  },
  highlights: {
    heading: `Dette gir ${product} deg`,
    items: [
      { value: `Opptil ${claims.farmerSavings}`, label: 'lavere kostnader når rederiene konkurrerer om oppdraget' },
      { value: 'Hele kysten', label: 'rederier langs hele norskekysten kan gi tilbud på oppdragene dine' },
      { value: 'Én oversikt', label: 'tilbud, avtaler, meldinger og båtenes posisjon samlet på ett sted' },
    ],
  },
  closing: {
    heading: 'Legg ut ditt første oppdrag',
    text: 'Opprett en konto, så er du klar til å hente inn tilbud. Vil du se plattformen først, viser vi deg den gjerne i en demo.',
    primary: commonActions.createAccount,
    secondary: commonActions.bookDemo,
  },
}
