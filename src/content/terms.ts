import { siteConfig } from '../site.config'
import { emailLink } from './actions'
import type { LegalDocument } from './legal'
import { postalTown } from './postalTown'
import type { CallToAction } from './types'

const { company, email } = siteConfig
const product = siteConfig.productName

const termsEmail = emailLink(email.terms)
const privacyPage: CallToAction = { label: 'personvernerklæringen', href: '/personvern' }

export const termsContent: LegalDocument = {
  hero: {
    title: 'Vilkår og betingelser',
    lead: `Disse vilkårene gjelder når du bruker nettstedet og markedsplassen ${product}, en tjeneste for virksomheter. Les dem før du oppretter en konto.`,
  },
  lastUpdated: { iso: '2026-11-23', label: '23. november 2026' },
  sections: [
    {
      id: 'generelt',
      heading: '1. Generelt',
      blocks: [
        `${product} er en markedsplass der oppdrettere legger ut oppdrag og rederier gir pristilbud på dem. Tjenesten drives av ${company.legalName}, org.nr. ${company.organisationNumber}.`,
        'Tjenesten er bare for virksomheter (B2B): oppdrettsselskaper, rederier og andre næringsdrivende. Den er ikke et tilbud til forbrukere, og du bruker den på vegne av en virksomhet.',
        'Når du bruker nettstedet eller oppretter en konto, godtar du disse vilkårene. Godtar du dem ikke, kan du ikke bruke tjenesten.',
        'Avtaler om oppdrag inngås mellom oppdretteren og rederiet. Partene er selv ansvarlige for at oppdraget blir utført slik de har avtalt.',
      ],
    },
    {
      id: 'konto',
      heading: '2. Konto',
      blocks: [
        'For å legge ut oppdrag eller gi tilbud trenger du en konto. Når du oppretter en konto, gjelder dette:',
        {
          list: [
            'Opplysningene du gir oss, skal være riktige og oppdaterte.',
            'Du må ha rett til å opptre på vegne av virksomheten du registrerer.',
            'Du holder passordet ditt hemmelig og er ansvarlig for det som skjer på kontoen din.',
            'Mistenker du at andre har fått tilgang til kontoen, gir du oss beskjed med en gang.',
          ],
        },
        'Vi kan stenge en konto som brukes i strid med vilkårene eller loven.',
      ],
    },
    {
      id: 'personvern',
      heading: '3. Personvern og informasjonskapsler',
      blocks: [
        [
          'Vi behandler personopplysninger etter personvernforordningen (GDPR). Hvordan vi gjør det, og hvilke rettigheter du har, står i ',
          privacyPage,
          '.',
        ],
        'Informasjonskapsler for analyse bruker vi bare når du har samtykket. Du kan endre valget ditt når som helst under «Informasjonskapsler» nederst på siden.',
      ],
    },
    {
      id: 'rettigheter',
      heading: '4. Immaterielle rettigheter',
      blocks: [
        `Nettstedet, plattformen, appen, navnet og logoen til ${product} tilhører ${company.legalName}. Du kan ikke kopiere, endre eller videreformidle dem uten skriftlig samtykke fra oss.`,
        'Innhold du legger ut, som oppdrag, tilbud og bilder, eier du selv. Du gir oss rett til å vise og behandle det så langt det trengs for å levere tjenesten.',
      ],
    },
    {
      id: 'ansvar',
      heading: '5. Ansvarsbegrensning',
      blocks: [
        'Vi arbeider for at tjenesten skal være tilgjengelig og fungere som den skal, men vi kan ikke garantere at den alltid er uten feil eller avbrudd.',
        {
          list: [
            'Vi er ikke part i avtaler mellom oppdrettere og rederier, og er ikke ansvarlige for hvordan et oppdrag blir utført.',
            'Vi er ikke ansvarlige for indirekte tap, som tapt fortjeneste eller tapte data.',
            'Ansvarsbegrensningen gjelder ikke ved grov uaktsomhet eller forsett.',
          ],
        },
      ],
    },
    {
      id: 'tvister',
      heading: '6. Tvister og lovvalg',
      blocks: [
        'Vilkårene og bruken av tjenesten er underlagt norsk lov.',
        'Oppstår det uenighet, skal partene først prøve å løse den i minnelighet. Lykkes ikke det, er Oslo tingrett avtalt verneting.',
      ],
    },
    {
      id: 'kontakt',
      heading: '7. Kontakt',
      blocks: [
        ['Har du spørsmål om vilkårene, skriver du til ', termsEmail, '.'],
        {
          list: [company.legalName, `Organisasjonsnummer: ${company.organisationNumber}`, `${company.streetAddress}, ${postalTown}`],
        },
      ],
    },
  ],
}
