import { placeholder } from './placeholder.ts'

/**
 * Every business fact of the site in one place (those about personal data: `dataProcessing.config.ts`).
 * Values the owner has not given us yet are wrapped in `placeholder(...)`, so they are easy to find and
 * replace; nothing else in the code holds them.
 */
export const siteConfig = {
  productName: 'Havbørs',
  siteUrl: placeholder('https://havbors.no'),
  locale: 'nb_NO',
  company: {
    legalName: placeholder('Havbørs AS'),
    organisationNumber: placeholder('999 999 999'),
    streetAddress: placeholder('Keiser Wilhelms gate 22'),
    postalCode: placeholder('6003'),
    city: 'Ålesund',
    country: 'Norge',
    countryCode: 'NO',
  },
  email: {
    info: placeholder('info@havbors.no'),
    contact: placeholder('kontakt@havbors.no'),
    privacy: placeholder('personvern@havbors.no'),
    terms: placeholder('vilkar@havbors.no'),
  },
  phone: { display: placeholder('+47 70 00 00 00'), href: placeholder('tel:+4770000000') },
  external: {
    appLogin: placeholder('https://app.havbors.no/login'),
    registration: placeholder('https://app.havbors.no/registrer'),
    bookDemo: placeholder('https://calendly.com/havbors/demo'),
    professionalNetwork: placeholder('https://www.linkedin.com/company/havbors'),
    parentVenture: { name: placeholder('Sunnmøre Venture'), url: placeholder('https://sunnmoreventure.no') },
    appStore: placeholder('https://apps.apple.com/no/app/havbors'),
    googlePlay: placeholder('https://play.google.com/store/apps/details?id=no.havbors'),
  },
  /**
   * The figures the marketing copy cites, as the specification gives them, until the owner confirms them.
   * The space before the per cent sign does not break, so a number never ends up alone on a line.
   */
  claims: {
    farmerSavings: placeholder('30\u00a0%'),
    shippingIncomeIncrease: placeholder('40\u00a0%'),
  },
  team: [
    { name: placeholder('Ola Nordvik'), profileUrl: placeholder('https://www.linkedin.com/in/ola-nordvik') },
    { name: placeholder('Kari Strand'), profileUrl: placeholder('https://www.linkedin.com/in/kari-strand') },
    { name: placeholder('Eirik Havik'), profileUrl: placeholder('https://www.linkedin.com/in/eirik-havik') },
    { name: placeholder('Ingrid Fjeld'), profileUrl: placeholder('https://www.linkedin.com/in/ingrid-fjeld') },
  ],
} as const
