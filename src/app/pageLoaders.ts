import type { ComponentType } from 'react'
import type { PagePath } from '../content/routes'

type PageLoader = () => Promise<ComponentType>

/** Each page's code is its own chunk, so a visitor downloads only the page they open. */
export const pageLoaders: Record<PagePath, PageLoader> = {
  '/': () => import('../pages/HomePage').then((module) => module.HomePage),
  '/oppdretter': () => import('../pages/FarmerPage').then((module) => module.FarmerPage),
  '/rederi': () => import('../pages/ShippingCompanyPage').then((module) => module.ShippingCompanyPage),
  '/onboarding': () => import('../pages/OnboardingPage').then((module) => module.OnboardingPage),
  '/om-oss': () => import('../pages/AboutPage').then((module) => module.AboutPage),
  '/kontakt': () => import('../pages/ContactPage').then((module) => module.ContactPage),
  '/personvern': () => import('../pages/PrivacyPage').then((module) => module.PrivacyPage),
  '/vilkar': () => import('../pages/TermsPage').then((module) => module.TermsPage),
}
