import { siteConfig } from '../site.config'
import { emailLink } from './actions'
import type { LegalDocument } from './legal'
import { postalTown } from './postalTown'
import type { CallToAction } from './types'

const { company, email } = siteConfig
const product = siteConfig.productName

const privacyEmail = emailLink(email.privacy)
const dataProtectionAuthority: CallToAction = { label: 'Datatilsynet', href: 'https://www.datatilsynet.no' }

export const privacyContent: LegalDocument = {
  hero: {
    title: 'Personvernerklæring',
    lead: `Her forklarer vi hvilke personopplysninger ${company.legalName} samler inn når du bruker ${product}, hva vi bruker dem til, og hvilke rettigheter du har.`,
  },
  lastUpdated: { iso: '2026-11-22', label: '22. november 2026' },
  sections: [
    {
      id: 'kontaktinformasjon',
      heading: 'Kontaktinformasjon',
      blocks: [
        `${company.legalName} (org.nr. ${company.organisationNumber}) er behandlingsansvarlig for personopplysningene som samles inn på nettstedet og på markedsplassen.`,
        {
          list: [`Postadresse: ${company.streetAddress}, ${postalTown}`, ['E-post for personvern: ', privacyEmail]],
        },
        [
          'Har du spørsmål om hvordan vi behandler personopplysninger, eller vil du bruke rettighetene dine, skriver du til ',
          privacyEmail,
          '.',
        ],
      ],
    },
    {
      id: 'opplysninger',
      heading: 'Hvilke opplysninger vi samler inn',
      blocks: [
        'Vi samler bare inn de opplysningene vi trenger:',
        {
          list: [
            'Kontaktskjemaet: navn, e-postadresse, emne og meldingen din.',
            'Nyhetsbrevet: e-postadressen din.',
            'Kontoen din: e-postadresse og passord. Passordet lagres slik at ingen kan lese det, heller ikke vi.',
            'Tekniske opplysninger: IP-adressen din når du sender et skjema, slik at vi kan stoppe misbruk og søppelpost.',
            'Lagring i nettleseren: valget ditt om informasjonskapsler, tidspunktet for den siste meldingen du sendte oss, og innloggingen din hvis du er logget inn.',
            'Bruksstatistikk: hvilke sider du besøker og hvordan du bruker dem, men bare hvis du har samtykket.',
          ],
        },
      ],
    },
    {
      id: 'formal',
      heading: 'Formål og rettslig grunnlag',
      blocks: [
        'Vi behandler personopplysninger etter personvernforordningen (GDPR). Hvert formål har sitt rettslige grunnlag:',
        {
          list: [
            'Svare på henvendelser: vår berettigede interesse i å svare deg (artikkel 6 nr. 1 bokstav f).',
            'Sende nyhetsbrev: samtykket ditt (artikkel 6 nr. 1 bokstav a).',
            'Opprette og drive kontoen din: avtalen med deg (artikkel 6 nr. 1 bokstav b).',
            'Hindre misbruk og holde tjenesten sikker: vår berettigede interesse (artikkel 6 nr. 1 bokstav f).',
            'Bruksstatistikk: samtykket ditt (artikkel 6 nr. 1 bokstav a).',
          ],
        },
      ],
    },
    {
      id: 'informasjonskapsler',
      heading: 'Informasjonskapsler',
      blocks: [
        'Vi lagrer noen opplysninger i nettleseren din, i informasjonskapsler og lignende lagring. Noe er nødvendig for at nettstedet skal virke. Resten bruker vi bare hvis du sier ja.',
        {
          list: [
            'cookie_consent_v1 husker valget ditt: verdien «accepted» når du har valgt «Godta alle», og «declined» når du har valgt «Kun nødvendige».',
            'Når du er logget inn, lagres innloggingen din, så du slipper å logge inn på nytt for hver side.',
            'Når du sender oss en melding, lagres tidspunktet, slik at skjemaet kan begrense innsendingen til én melding i minuttet.',
            'Analyseverktøy starter først når du har valgt «Godta alle». Velger du «Kun nødvendige», måler vi ikke bruken din.',
          ],
        },
        'Du kan når som helst ombestemme deg. Velg «Informasjonskapsler» nederst på siden, så kan du gjøre et nytt valg. Du kan også slette lagrede data i innstillingene i nettleseren din.',
      ],
    },
    {
      id: 'rettigheter',
      heading: 'Dine rettigheter',
      blocks: [
        'Etter personvernforordningen har du rett til å',
        {
          list: [
            'få innsyn i opplysningene vi har om deg',
            'få rettet opplysninger som er feil',
            'få opplysninger slettet',
            'begrense behandlingen av opplysningene dine',
            'protestere mot behandling som bygger på vår berettigede interesse',
            'få utlevert opplysningene dine i et maskinlesbart format',
            'trekke tilbake et samtykke når som helst, uten at det påvirker behandlingen før du trakk det tilbake',
          ],
        },
        ['Send en e-post til ', privacyEmail, ', så svarer vi innen én måned.'],
        ['Mener du at vi behandler opplysningene dine i strid med reglene, kan du klage til ', dataProtectionAuthority, '.'],
      ],
    },
    {
      id: 'lagringstid',
      heading: 'Hvor lenge vi lagrer opplysningene',
      blocks: [
        'Vi lagrer ikke personopplysninger lenger enn vi trenger dem:',
        {
          list: [
            'Henvendelser fra kontaktskjemaet sletter vi når saken er avsluttet og vi ikke lenger trenger dem for å følge deg opp.',
            'E-postadressen til nyhetsbrevet lagrer vi til du melder deg av.',
            'Kontoopplysninger lagrer vi så lenge du har konto. Sletter du kontoen, sletter vi opplysningene, med mindre loven pålegger oss å ta vare på dem, for eksempel etter bokføringsreglene.',
            'IP-adresser bruker vi bare så lenge det trengs for å stoppe misbruk.',
            'Det som er lagret i nettleseren din, ligger der til du sletter det.',
          ],
        },
      ],
    },
    {
      id: 'tredjeparter',
      heading: 'Tredjeparter og overføring',
      blocks: [
        'Vi bruker Supabase som databehandler for database, innlogging og skjemaer. Opplysningene lagres i EU, og Supabase behandler dem bare etter våre instrukser og etter en databehandleravtale med oss.',
        'Bruker vi andre leverandører, for eksempel til å sende e-post eller måle bruk, inngår vi databehandleravtale med dem også.',
        'Overføres opplysninger til land utenfor EU og EØS, skjer det bare med et gyldig grunnlag for overføring, som EUs standardavtaler.',
        'Vi selger ikke personopplysningene dine og deler dem ikke med andre for deres markedsføring.',
      ],
    },
    {
      id: 'endringer',
      heading: 'Endringer',
      blocks: [
        'Vi oppdaterer denne erklæringen når vi endrer hvordan vi behandler personopplysninger. Datoen øverst viser når den sist ble endret. Ved større endringer gir vi beskjed på nettstedet.',
      ],
    },
  ],
}
