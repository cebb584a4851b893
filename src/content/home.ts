import { siteConfig } from '../site.config'
import { commonActions } from './actions'
import type { CallToAction, ClosingContent, FeatureSection, HeroWithActions, StepSection } from './types'

const product = siteConfig.productName

/** A section on the home page that speaks to one audience and sends it on to its own page. */
export interface AudienceTeaser extends FeatureSection {
  link: CallToAction
}

export interface AppSection {
  heading: string
  text: string
  bullets: readonly string[]
  appStore: CallToAction
  googlePlay: CallToAction
}

export interface HomeContent {
  hero: HeroWithActions
  howItWorks: StepSection
  farmers: AudienceTeaser
  shippingCompanies: AudienceTeaser
  app: AppSection
  closing: ClosingContent
}

export const homeContent: HomeContent = {
  hero: {
    eyebrow: 'Markedsplassen for havbruket',
    // A no-break space before the dash: a narrow phone never starts a line with it.
    title: 'Riktig båt til riktig oppdrag\u00a0– langs hele kysten',
    lead: `${product} kobler oppdrettere med rederier som har servicebåter i nærheten. Legg ut oppdraget, få pristilbud og inngå avtale på ett sted.`,
    primary: commonActions.register,
    secondary: commonActions.bookDemo,
  },
  howItWorks: {
    eyebrow: 'Slik fungerer det',
    heading: 'Fra behov til avtale i tre steg',
    steps: [
      {
        title: 'Legg ut oppdraget',
        text: 'Beskriv jobben, lokaliteten og tidsrommet. Oppdraget kan haste, eller det kan være planlagt lang tid i forveien.',
      },
      {
        title: 'Få pristilbud',
        text: 'Rederier med båter i nærheten ser oppdraget og sender deg pristilbud. Du får varsel på mobilen når et nytt tilbud kommer inn.',
      },
      {
        title: 'Sammenlign og avtal',
        text: 'Sammenlign tilbud og båtdetaljer, avklar vilkårene i chatten og godkjenn avtalen. Så følger du båten i sanntid.',
      },
    ],
  },
  farmers: {
    eyebrow: 'For oppdrettere',
    heading: 'Båten du trenger, når du trenger den',
    intro: `Slutt å ringe rundt etter ledig kapasitet. Legg ut oppdraget én gang, og la rederiene komme til deg. Når rederiene konkurrerer om oppdraget, kan du spare opptil ${siteConfig.claims.farmerSavings}.`,
    features: [
      {
        icon: 'clock',
        title: 'Akutt eller planlagt',
        description: 'Bestill båt til en hendelse på lokaliteten i dag, eller legg ut planlagte oppdrag for neste sesong.',
      },
      {
        icon: 'shield',
        title: 'Verifiserte rederier',
        description: 'Vi sjekker sertifikater, forsikring og historikk før et rederi kan gi tilbud.',
      },
      {
        icon: 'map',
        title: 'Følg båten i sanntid',
        description: 'Se hvor båten er og når den er framme ved lokaliteten.',
      },
      {
        icon: 'card',
        title: 'Kort eller faktura',
        description: 'Betal oppdraget med kort eller faktura, slik det passer driften din.',
      },
    ],
    link: { label: 'Les mer for oppdrettere', href: '/oppdretter' },
  },
  shippingCompanies: {
    eyebrow: 'For rederier',
    heading: 'Flere oppdrag til båtene dine',
    intro: `Se oppdrag fra oppdrettere i nærheten og gi pristilbud der du har ledig kapasitet. Rederier på ${product} kan øke inntektene med opptil ${siteConfig.claims.shippingIncomeIncrease}.`,
    features: [
      {
        icon: 'map',
        title: 'Oppdrag langs hele kysten',
        description: 'Finn oppdrag nær der båtene dine allerede er, og unngå lange tomme seilaser.',
      },
      {
        icon: 'chart',
        title: 'Fyll ledig kapasitet',
        description: 'Fyll ledige dager med betalte oppdrag, enten du har servicebåter, brønnbåter eller arbeidsbåter.',
      },
      {
        icon: 'chat',
        title: 'Direkte dialog',
        description: 'Avklar detaljer og vilkår direkte med oppdretteren i chatten.',
      },
      {
        icon: 'star',
        title: 'Bygg omdømme',
        description: 'Gode vurderinger fra oppdrettere viser hva rederiet ditt leverer.',
      },
    ],
    link: { label: 'Les mer for rederier', href: '/rederi' },
  },
  app: {
    heading: `${product} i lomma`,
    text: 'Med mobilappen følger du oppdrag, tilbud og båter, enten du står på merdkanten eller på broa.',
    bullets: [
      'Varsel når det kommer nye tilbud og meldinger',
      'Chat direkte med oppdretteren eller rederiet',
      'Følg båten i sanntid på kartet',
      'Bestill akutte og planlagte oppdrag',
    ],
    appStore: { label: 'Last ned i App Store', href: siteConfig.external.appStore },
    googlePlay: { label: 'Last ned fra Google Play', href: siteConfig.external.googlePlay },
  },
  closing: {
    heading: 'Klar for neste oppdrag?',
    text: 'Registrer deg og legg ut ditt første oppdrag, eller gi ditt første tilbud. Vil du se plattformen først, viser vi deg den gjerne i en demo.',
    primary: commonActions.register,
    secondary: commonActions.bookDemo,
  },
}
