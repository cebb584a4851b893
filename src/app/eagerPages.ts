import { AboutPage } from '../pages/AboutPage'
import { ContactPage } from '../pages/ContactPage'
import { FarmerPage } from '../pages/FarmerPage'
import { HomePage } from '../pages/HomePage'
import { OnboardingPage } from '../pages/OnboardingPage'
import { PrivacyPage } from '../pages/PrivacyPage'
import { ShippingCompanyPage } from '../pages/ShippingCompanyPage'
import { TermsPage } from '../pages/TermsPage'
import type { PageComponents } from './lazyPages'

/** Every page at hand, for the prerender, which renders them all in one go. */
export const eagerPages: PageComponents = {
  '/': HomePage,
  '/oppdretter': FarmerPage,
  '/rederi': ShippingCompanyPage,
  '/onboarding': OnboardingPage,
  '/om-oss': AboutPage,
  '/kontakt': ContactPage,
  '/personvern': PrivacyPage,
  '/vilkar': TermsPage,
}
