import { dataProcessing } from '../dataProcessing.config'
import { siteConfig } from '../site.config'
import { emailLink } from './actions'
import type { LegalDocument } from './legal'
import { postalTown } from './postalTown'
import type { CallToAction, RichText, TextBlock } from './types'

const { company, email } = siteConfig
const { retention, processors } = dataProcessing
const product = siteConfig.productName

const privacyEmail = emailLink(email.privacy)
const dataProtectionAuthority: CallToAction = { label: 'Datatilsynet', href: 'https://www.datatilsynet.no' }

const legalBasis = {
  consent: 'samtykket ditt (GDPR artikkel 6 nr. 1 bokstav a)',
  contract: 'avtalen med deg om kontoen (GDPR artikkel 6 nr. 1 bokstav b)',
  legitimateInterest: (interest: string) => `vår berettigede interesse i ${interest} (GDPR artikkel 6 nr. 1 bokstav f)`,
}

/** One kind of personal data: what it is, why we keep it, on what legal basis, and for how long. */
function processing(what: string, purpose: string, basis: string, kept: RichText): TextBlock {
  const keptText: RichText = typeof kept === 'string' ? `Lagringstid: ${kept}` : ['Lagringstid: ', ...kept]
  return { list: [`Hva: ${what}`, `Formål: ${purpose}`, `Rettslig grunnlag: ${basis}`, keptText] }
}

/** A processor as the page names it: who, where the data is kept, and what it does for us. */
function processor({ name, location }: { name: string; location: string }, task: string): string {
  return `${name} (${location}): ${task}`
}

export const privacyContent: LegalDocument = {
  hero: {
    title: 'Personvernerklæring',
    lead: `Her står alt ${company.legalName} samler inn om deg når du bruker nettstedet ${product}: hva det er, hvorfor, på hvilket grunnlag og hvor lenge vi tar vare på det.`,
  },
  lastUpdated: { iso: '2026-11-26', label: '26. november 2026' },
  sections: [
    {
      id: 'kontaktinformasjon',
      heading: 'Behandlingsansvarlig',
      blocks: [
        `${company.legalName} (org.nr. ${company.organisationNumber}) er behandlingsansvarlig for personopplysningene som samles inn på nettstedet.`,
        {
          list: [`Postadresse: ${company.streetAddress}, ${postalTown}`, ['E-post for personvern: ', privacyEmail]],
        },
      ],
    },
    {
      id: 'kontaktskjema',
      heading: 'Meldinger fra kontaktskjemaet',
      blocks: [
        processing(
          'navn, e-postadresse, emne og meldingen din. Meldingen sendes også til innboksen vår som e-post. Vi lagrer ikke IP-adressen din, bare en kode regnet ut fra den, som ikke kan gjøres om til adressen igjen.',
          'å svare deg, og å stoppe søppelpost: koden avgjør om samme avsender har sendt mer enn fem meldinger på ti minutter.',
          legalBasis.legitimateInterest('å svare på henvendelser og holde skjemaet fritt for misbruk'),
          `${retention.contactMessagesDays} dager. Da sletter databasen meldingen av seg selv, og e-posten i innboksen vår sletter vi innen samme frist.`,
        ),
      ],
    },
    {
      id: 'nyhetsbrev',
      heading: 'Nyhetsbrevet',
      blocks: [
        processing(
          'e-postadressen din, når du ga den, hvilken samtykketekst du fikk se, og når og hvordan du bekreftet påmeldingen.',
          'å sende deg nyhetsbrevet, og å kunne vise at du har samtykket.',
          legalBasis.consent,
          [
            `til du melder deg av. En påmelding som ikke blir bekreftet, slettes etter høyst ${retention.newsletterUnconfirmedDays} dager. Lenken for å melde seg av, som står i hver e-post fra oss, sletter adressen og opplysningene om samtykket med en gang. Du kan også skrive til `,
            privacyEmail,
            '.',
          ],
        ),
        `For å hindre misbruk sender vi høyst én bekreftelse i døgnet til samme adresse, og vi begrenser hvor mange påmeldinger som kan komme fra samme sted på nettet. Til det lagrer vi en kode regnet ut fra e-postadressen i ${retention.newsletterAbuseHashHours} timer etter at vi sendte bekreftelsen, og en kode regnet ut fra IP-adressen til den som meldte på, i ${retention.newsletterAbuseHashHours} timer. Kodene kan ikke gjøres om til adressene igjen. Grunnlaget er ${legalBasis.legitimateInterest('å hindre at skjemaet brukes til å sende e-post til andre')}.`,
      ],
    },
    {
      id: 'konto',
      heading: 'Konto og innlogging',
      blocks: [
        processing(
          'e-postadressen din, passordet ditt (lagret som en hash, slik at ingen kan lese det, heller ikke vi) og når du registrerte deg, bekreftet adressen og sist logget inn. Når du er logget inn, ligger innloggingen din i nettleserens lokale lagring, så du slipper å logge inn på hver side. Åpner du en lenke fra oss for å bekrefte adressen eller lage nytt passord, holder fanen på lenken til den er brukt, og nettleseren merker at passordet ikke er lagret ennå (password_recovery_pending) til det er det. Slår du på totrinnsinnlogging, lagres også den hemmelige nøkkelen som autentiseringsappen lager kodene fra, hos Supabase og kryptert der den ligger, og hvilke innlogginger som har gitt koden. Slår du den av, slettes nøkkelen.',
          'å gi deg tilgang til kontoen din, og med totrinnsinnlogging å sjekke at det er du som logger inn.',
          legalBasis.contract,
          'så lenge du har konto. Sletter du kontoen, slettes opplysningene med en gang. Innloggingen i nettleseren slettes når du logger ut.',
        ),
        `Du sletter kontoen selv på siden «Min konto»: bekreft med passordet ditt og e-postadressen din. Da slettes kontoen, alle innloggingene dine, nyhetsbrevpåmeldingen og meldingene fra kontaktskjemaet som er sendt med den e-postadressen, med en gang, og vi tar ikke vare på noe av det. Bare e-postkopien av en kontaktmelding i innboksen vår slettes som før, innen ${retention.contactMessagesDays} dager.`,
      ],
    },
    {
      id: 'informasjonskapsler',
      heading: 'Valget ditt om informasjonskapsler',
      blocks: [
        processing(
          'valget ditt i banneret, lagret i nettleserens lokale lagring under navnet cookie_consent_v1: «accepted» når du har valgt «Godta alle», «declined» når du har valgt «Kun nødvendige». Ved siden av, under navnet cookie_consent_v1_given, lagres når du valgte og hvilken versjon av bannerets tekst du svarte på. Når du sender oss en melding, lagres også tidspunktet der.',
          'å huske valget ditt, så banneret ikke spør på hver side, og å begrense kontaktskjemaet til én melding i minuttet.',
          legalBasis.legitimateInterest('at nettstedet husker valget ditt og ikke misbrukes'),
          'i nettleseren din, til du gjør et nytt valg eller sletter lagrede data i nettleseren. Det sendes ikke til oss. Etter 12 måneder, eller når vi endrer teksten i banneret eller hva vi måler, spør vi deg på nytt, og ingen statistikk sendes før du har svart.',
        ),
        'Du kan når som helst ombestemme deg: velg «Informasjonskapsler» nederst på siden.',
      ],
    },
    {
      id: 'statistikk',
      heading: 'Bruksstatistikk',
      blocks: [
        processing(
          'bare når du har valgt «Godta alle»: for hver side du åpner, adressen til siden, nettstedets navn og siden du kom fra. Som alle forespørsler på nettet har den også med IP-adressen din og hvilken nettleser du bruker. Vi setter ingen informasjonskapsler for statistikken.',
          'å se hvilke sider som brukes, så vi kan gjøre nettstedet bedre.',
          legalBasis.consent,
          `${processors.analytics.name} lagrer ikke IP-adressen. Det som skiller én besøkende fra en annen, slettes etter ${retention.analyticsVisitorHashHours} timer; deretter finnes bare tall for alle besøkende samlet.`,
        ),
        'Velger du «Kun nødvendige», eller trekker du samtykket tilbake, sendes ingenting.',
      ],
    },
    {
      id: 'serverlogger',
      heading: 'Serverlogger',
      blocks: [
        processing(
          'når nettleseren din henter en side eller sender et skjema, logger vertsleverandøren vår og backenden IP-adressen, tidspunktet, adressen som ble hentet, svaret og nettleseren din.',
          'å drive nettstedet, finne feil og stoppe angrep.',
          legalBasis.legitimateInterest('et nettsted som virker og er sikkert'),
          `${retention.serverLogsDays} dager.`,
        ),
      ],
    },
    {
      id: 'databehandlere',
      heading: 'Databehandlere',
      blocks: [
        'Disse leverandørene behandler opplysninger for oss, bare etter våre instrukser og etter en databehandleravtale med oss:',
        {
          list: [
            processor(processors.backend, 'database, innlogging og kontaktskjemaet.'),
            processor(
              processors.emailSender,
              'sender meldinger fra kontaktskjemaet til innboksen vår, e-posten som bekrefter en ny konto, og e-postene om nyhetsbrevet.',
            ),
            processor(processors.analytics, 'bruksstatistikk, bare når du har samtykket.'),
            processor(processors.bookingPage, 'bookingsiden du kommer til når du bestiller demo, med det du fyller inn der.'),
            processor(processors.host, 'leverer nettstedets sider og fører serverloggene.'),
          ],
        },
        'Ligger en leverandør utenfor EU og EØS, skjer overføringen bare med et gyldig grunnlag, som EU-kommisjonens standardavtaler. Vi selger ikke personopplysningene dine og deler dem ikke med andre for deres markedsføring.',
      ],
    },
    {
      id: 'rettigheter',
      heading: 'Dine rettigheter',
      blocks: [
        'Etter personvernforordningen (GDPR) har du rett til å',
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
        'Har du konto, kan du selv laste ned det vi har lagret om deg på siden «Min konto», under «Dataene dine»: kontoen, påmeldingen til nyhetsbrevet og kontaktmeldingene fra e-postadressen din, i én fil (JSON). Du kan gjøre det inntil fem ganger i timen.',
        ['Send en e-post til ', privacyEmail, ', så svarer vi innen én måned.'],
        ['Mener du at vi behandler opplysningene dine i strid med reglene, kan du klage til ', dataProtectionAuthority, '.'],
      ],
    },
    {
      id: 'endringer',
      heading: 'Endringer',
      blocks: [
        'Vi oppdaterer denne erklæringen når vi endrer hva vi samler inn eller hvordan. Datoen øverst viser når den sist ble endret.',
      ],
    },
  ],
}
