import type { PagePath } from '../content/routes'

/** The source module of each page; the prerender preloads its chunk from the build manifest. */
export const pageSources: Record<PagePath, string> = {
  '/': 'src/pages/HomePage.tsx',
  '/oppdretter': 'src/pages/FarmerPage.tsx',
  '/rederi': 'src/pages/ShippingCompanyPage.tsx',
  '/onboarding': 'src/pages/OnboardingPage.tsx',
  '/om-oss': 'src/pages/AboutPage.tsx',
  '/kontakt': 'src/pages/ContactPage.tsx',
  '/personvern': 'src/pages/PrivacyPage.tsx',
  '/vilkar': 'src/pages/TermsPage.tsx',
}
