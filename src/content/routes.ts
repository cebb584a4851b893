import { siteConfig } from '../site.config.ts'

const product = siteConfig.productName

export interface PageMeta {
  /** The page's own name, used for the title, the breadcrumb data and share tags. */
  name: string
  title: string
  description: string
  keywords: readonly string[]
  imageAlt: string
  /** The crumb shown in the breadcrumb bar; the home page has none. */
  breadcrumb?: string
  /** Pages that only send the visitor on are kept out of search results. */
  indexable: boolean
  /** Where a page sends the visitor at once, even without script. */
  redirectTo?: string
  /** A page that shows a signed-in visitor another view than a signed-out one: its head marks a stored session before it paints. */
  marksStoredSession?: boolean
}

/** A routed page: its head and breadcrumb, and its component. */
export interface PageRoute extends PageMeta {
  /** The page's component: `src/pages/<page>.tsx`, which exports a component of that name. */
  page: string
}

const shareImageAlt = `${product}: servicebåter og oppdrettsanlegg langs norskekysten`

/** The site's pages, in the order of the sitemap. Adding a page: an entry here and its file in `src/pages/`. */
const routeTable = {
  '/': {
    page: 'HomePage',
    name: 'Hjem',
    title: `${product} | Markedsplassen for servicebåter i havbruket`,
    description:
      'Legg ut oppdrag og få pristilbud fra rederier med servicebåter i nærheten. Sammenlign tilbud, se båtdetaljer og inngå avtale på ett sted – langs hele norskekysten.',
    keywords: ['servicebåt', 'brønnbåt', 'arbeidsbåt', 'havbruk', 'oppdrett', 'rederi', 'anbud', 'markedsplass'],
    imageAlt: shareImageAlt,
    indexable: true,
  },
  '/oppdretter': {
    page: 'FarmerPage',
    name: 'For oppdrettere',
    title: `For oppdrettere – bestill servicebåt raskt | ${product}`,
    description: `Legg ut oppdrag for lokaliteten din og få pristilbud fra verifiserte rederier i nærheten. Spar opptil ${siteConfig.claims.farmerSavings} og følg båten i sanntid.`,
    keywords: ['oppdretter', 'lokalitet', 'bestille servicebåt', 'brønnbåt', 'anbud', 'havbruk'],
    imageAlt: `Oppdrettsanlegg med servicebåt ved merdene – ${product} for oppdrettere`,
    breadcrumb: 'For Oppdrettere',
    indexable: true,
  },
  '/rederi': {
    page: 'ShippingCompanyPage',
    name: 'For rederier',
    title: `For rederier – flere oppdrag til båtene dine | ${product}`,
    description: `Se oppdrag fra oppdrettere i nærheten, gi pristilbud og fyll ledig kapasitet. Rederier på plattformen kan øke inntektene med opptil ${siteConfig.claims.shippingIncomeIncrease}.`,
    keywords: ['rederi', 'servicebåt', 'arbeidsbåt', 'oppdrag', 'pristilbud', 'havbruk'],
    imageAlt: `Arbeidsbåt på vei ut til et oppdrag – ${product} for rederier`,
    breadcrumb: 'For Rederier',
    indexable: true,
  },
  '/onboarding': {
    page: 'OnboardingPage',
    name: 'Kom i gang',
    title: `Kom i gang | ${product}`,
    description: `Registrer deg hos ${product} og kom i gang med markedsplassen for servicebåter.`,
    keywords: ['registrering', 'kom i gang', 'konto'],
    imageAlt: shareImageAlt,
    breadcrumb: 'Kom i Gang',
    indexable: false,
    redirectTo: siteConfig.external.registration,
  },
  '/om-oss': {
    page: 'AboutPage',
    name: 'Om oss',
    title: `Om oss – folkene bak ${product}`,
    description: `${product} samler oppdrag, pristilbud og avtaler mellom oppdrettere og rederier. Møt teamet i Ålesund og les om hvordan vi jobber.`,
    keywords: ['om oss', 'team', 'Ålesund', 'havbruk', 'rederi', 'skipsmegler'],
    imageAlt: `Teamet bak ${product} i Ålesund`,
    breadcrumb: 'Om Oss',
    indexable: true,
  },
  '/kontakt': {
    page: 'ContactPage',
    name: 'Kontakt',
    title: `Kontakt oss | ${product}`,
    description: `Ta kontakt med ${product} på e-post eller telefon, eller besøk oss i Ålesund. Vi svarer så snart vi kan.`,
    keywords: ['kontakt', 'e-post', 'telefon', 'Ålesund', 'kundeservice'],
    imageAlt: `Kontakt ${product} i Ålesund`,
    breadcrumb: 'Kontakt',
    indexable: true,
  },
  '/personvern': {
    page: 'PrivacyPage',
    name: 'Personvern',
    title: `Personvernerklæring | ${product}`,
    description: `Slik behandler ${product} personopplysningene dine: hva vi samler inn, hvorfor, hvor lenge og hvilke rettigheter du har etter GDPR.`,
    keywords: ['personvern', 'personvernerklæring', 'GDPR', 'informasjonskapsler', 'Datatilsynet'],
    imageAlt: `Personvern hos ${product}`,
    breadcrumb: 'Personvern',
    indexable: true,
  },
  '/vilkar': {
    page: 'TermsPage',
    name: 'Vilkår og betingelser',
    title: `Vilkår og betingelser | ${product}`,
    description: `Vilkårene for bruk av ${product}: konto, personvern, rettigheter, ansvar, tvister og lovvalg.`,
    keywords: ['vilkår', 'betingelser', 'brukervilkår', 'lovvalg', 'Oslo tingrett'],
    imageAlt: `Vilkår og betingelser for ${product}`,
    breadcrumb: 'Vilkår og Betingelser',
    indexable: true,
  },
  '/auth': {
    page: 'AuthPage',
    name: 'Logg inn',
    title: `Logg inn eller registrer deg | ${product}`,
    description: `Logg inn på ${product} med e-post og passord, eller opprett en ny konto.`,
    keywords: ['logg inn', 'registrer', 'konto'],
    imageAlt: shareImageAlt,
    breadcrumb: 'Logg Inn',
    indexable: false,
  },
  '/bekreft-e-post': {
    page: 'EmailConfirmationPage',
    name: 'Bekreft e-postadressen',
    title: `Bekreft e-postadressen | ${product}`,
    description: `Bekreft e-postadressen til kontoen din hos ${product}.`,
    keywords: ['bekreft e-post', 'konto'],
    imageAlt: shareImageAlt,
    breadcrumb: 'Bekreft E-post',
    indexable: false,
  },
  '/nytt-passord': {
    page: 'PasswordResetPage',
    name: 'Lag nytt passord',
    title: `Lag nytt passord | ${product}`,
    description: `Velg et nytt passord for kontoen din hos ${product}.`,
    keywords: ['nytt passord', 'glemt passord', 'konto'],
    imageAlt: shareImageAlt,
    breadcrumb: 'Nytt Passord',
    indexable: false,
  },
  '/nyhetsbrev/bekreft': {
    page: 'NewsletterLinkPage',
    name: 'Bekreft påmeldingen til nyhetsbrevet',
    title: `Bekreft påmeldingen til nyhetsbrevet | ${product}`,
    description: `Bekreft at du vil få nyhetsbrevet fra ${product} på e-post.`,
    keywords: ['nyhetsbrev', 'bekreft påmelding'],
    imageAlt: shareImageAlt,
    breadcrumb: 'Bekreft Påmelding',
    indexable: false,
  },
  '/nyhetsbrev/avmeld': {
    page: 'NewsletterLinkPage',
    name: 'Meld deg av nyhetsbrevet',
    title: `Meld deg av nyhetsbrevet | ${product}`,
    description: `Meld deg av nyhetsbrevet fra ${product}. Vi sletter e-postadressen din og samtykket ditt.`,
    keywords: ['nyhetsbrev', 'meld av'],
    imageAlt: shareImageAlt,
    breadcrumb: 'Meld Av Nyhetsbrev',
    indexable: false,
  },
  '/konto': {
    page: 'AccountPage',
    name: 'Min konto',
    title: `Min konto | ${product}`,
    description: `Endre passordet, logg ut på alle enheter eller slett kontoen din hos ${product}.`,
    keywords: ['min konto', 'endre passord', 'slett konto'],
    imageAlt: shareImageAlt,
    breadcrumb: 'Min Konto',
    indexable: false,
    marksStoredSession: true,
  },
} satisfies Record<string, PageRoute>

export type PagePath = keyof typeof routeTable
export const pageMeta: Record<PagePath, PageRoute> = routeTable
export const PAGE_PATHS = Object.keys(pageMeta) as PagePath[]

export const notFoundMeta: PageMeta = {
  name: 'Side ikke funnet',
  title: `Side Ikke Funnet | ${product}`,
  description: 'Siden du leter etter finnes ikke. Gå tilbake til forsiden for å finne det du trenger.',
  keywords: [],
  imageAlt: shareImageAlt,
  indexable: false,
}

export function isPagePath(path: string): path is PagePath {
  return (PAGE_PATHS as readonly string[]).includes(path)
}

/** What the site's shell needs of a route: which page it shows and its crumb. */
export type RouteIndexEntry = Pick<PageRoute, 'page' | 'breadcrumb'>

/**
 * The table without its head texts, for the browser's first load (see src/content/routeIndex.ts):
 * the titles, descriptions and keywords of every page would otherwise load with every page.
 */
export function routeIndexOf(table: Record<PagePath, PageRoute>): Record<PagePath, RouteIndexEntry> {
  return Object.fromEntries(Object.entries(table).map(([path, { page, breadcrumb }]) => [path, { page, breadcrumb }])) as Record<
    PagePath,
    RouteIndexEntry
  >
}
