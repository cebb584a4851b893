import { siteConfig } from '../site.config'
import { commonActions } from './actions'
import { jobKinds } from './jobKinds'
import { listed, paymentMethods, verificationChecks } from './marketplace'
import type { AudiencePageContent } from './types'

const product = siteConfig.productName

export const farmerContent: AudiencePageContent = {
  hero: {
    eyebrow: 'For oppdrettere',
    // A no-break space before the dash: a narrow phone never starts a line with it.
    title: 'Få båten ut til lokaliteten\u00a0– uten å ringe rundt',
    lead: 'Legg ut oppdraget én gang og få pristilbud fra verifiserte rederier i nærheten. Sammenlign tilbudene, gjør avtale og følg båten i sanntid.',
    primary: commonActions.register,
    secondary: commonActions.bookDemo,
  },
  features: {
    heading: 'Oppdrag du kan legge ut',
    intro: 'Planlagt vedlikehold eller noe som haster: beskriv jobben, så gir rederier med riktig båt i nærheten tilbud.',
    features: jobKinds,
  },
  steps: {
    heading: 'Slik bestiller du båt',
    steps: [
      {
        title: 'Beskriv oppdraget',
        text: 'Velg type oppdrag, lokalitet og når jobben må være gjort. Haster det, merker du oppdraget som akutt.',
      },
      {
        title: 'Motta pristilbud',
        text: 'Rederier med båter i nærheten ser oppdraget og sender tilbud. Du får varsel på mobilen for hvert nye tilbud.',
      },
      {
        title: 'Velg og avtal',
        text: 'Sammenlign pris, båtdetaljer og vurderinger. Avklar vilkår og smittevern i chatten, og godkjenn avtalen.',
      },
      {
        title: 'Følg og betal',
        text: `Følg båten på kartet til den er framme ved lokaliteten, og betal med ${listed(paymentMethods)}.`,
      },
    ],
  },
  trust: {
    heading: 'Før du takker ja',
    intro: 'Du velger rederi selv, og du vet hvem som kommer før båten legger til.',
    features: [
      {
        icon: 'clock',
        title: 'Når det haster',
        description:
          'Et akutt oppdrag viser rederiene i nærheten at det haster, og du får varsel så snart et tilbud kommer inn. Du velger fortsatt selv hvilket du tar.',
      },
      {
        icon: 'star',
        title: 'Dette ser du om båten',
        description:
          'Hvert tilbud viser prisen, båtdetaljene og rederiets vurderinger fra andre oppdrettere. Lurer du på noe, spør du i chatten før du godkjenner.',
      },
      {
        icon: 'shield',
        title: 'Verifiserte rederier',
        description: `Før et rederi kan gi tilbud, sjekker vi ${listed(verificationChecks)}. Etter oppdraget gir du en vurdering som neste oppdretter ser.`,
      },
      {
        icon: 'chat',
        title: 'Smittevern avklart på forhånd',
        description:
          'Spør i chatten hvor båten var sist, når den ble vasket og desinfisert, og om den kommer fra et område med restriksjoner. Da har du svarene før den kommer.',
      },
    ],
  },
  highlights: {
    heading: `${product} i tall`,
    items: [
      { value: String(jobKinds.length), label: 'typer oppdrag du kan legge ut, fra notvask til brønnbåt' },
      { value: String(verificationChecks.length), label: `ting vi sjekker før et rederi kan gi tilbud: ${listed(verificationChecks)}` },
      { value: `Opptil ${siteConfig.claims.farmerSavings}`, label: 'lavere kostnader når rederiene konkurrerer om oppdraget' },
    ],
  },
  closing: {
    heading: 'Legg ut ditt første oppdrag',
    text: 'Registrer deg, så er du klar til å hente inn tilbud. Vil du se plattformen først, viser vi den gjerne fram i en demo.',
    primary: commonActions.register,
    secondary: commonActions.bookDemo,
  },
}
