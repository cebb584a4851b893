import { faqEntries } from '../content/faq'
import { isPagePath, type PageMeta } from '../content/routes'
import { siteConfig } from '../site.config'

type JsonLd = Record<string, unknown>

const organization: JsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: siteConfig.productName,
  legalName: siteConfig.company.legalName,
  url: siteConfig.siteUrl,
  logo: new URL('/logo.svg', siteConfig.siteUrl).href,
  email: siteConfig.email.info,
  telephone: siteConfig.phone.display,
  address: {
    '@type': 'PostalAddress',
    streetAddress: siteConfig.company.streetAddress,
    postalCode: siteConfig.company.postalCode,
    addressLocality: siteConfig.company.city,
    addressCountry: siteConfig.company.countryCode,
  },
  contactPoint: [
    {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: siteConfig.email.contact,
      telephone: siteConfig.phone.display,
      availableLanguage: ['nb', 'no'],
    },
  ],
  sameAs: [siteConfig.external.professionalNetwork],
}

const faqPage: JsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqEntries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  })),
}

/**
 * The JSON-LD blocks of a page: the organisation everywhere, the breadcrumb trail (home plus the
 * page) on known pages, and the questions and answers on the home page.
 */
export function structuredDataFor(path: string, meta: PageMeta): JsonLd[] {
  if (!isPagePath(path)) return [organization]
  const home = { '@type': 'ListItem', position: 1, name: 'Hjem', item: new URL('/', siteConfig.siteUrl).href }
  const trail =
    path === '/' ? [home] : [home, { '@type': 'ListItem', position: 2, name: meta.title, item: new URL(path, siteConfig.siteUrl).href }]
  const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: trail }
  return path === '/' ? [organization, breadcrumbs, faqPage] : [organization, breadcrumbs]
}
