import { cookieChoiceLabel } from './cookieChoice'

/**
 * The cookie banner; the footer's way back to it is `footerText.cookieChoice`. A change here, or in what analytics
 * measures, raises `cookieConsentTextVersion` beside it (cookieConsentVersion.ts), so every stored choice is asked again.
 */
export const cookieConsentText = {
  label: 'Valg av informasjonskapsler',
  text: 'Vi bruker nødvendig lagring for at nettstedet skal virke. Med ditt samtykke måler vi også hvilke sider som blir besøkt, uten å identifisere deg.',
  privacyLink: { label: 'Les mer i personvernerklæringen', href: '/personvern#informasjonskapsler' },
  acceptAll: cookieChoiceLabel.accepted,
  necessaryOnly: cookieChoiceLabel.declined,
} as const
