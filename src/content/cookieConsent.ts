/** The cookie banner; the footer's way back to it is `footerText.cookieChoice`. */
export const cookieConsentText = {
  label: 'Valg av informasjonskapsler',
  text: 'Vi bruker nødvendig lagring for at nettstedet skal virke. Med ditt samtykke måler vi også hvilke sider som blir besøkt, uten å identifisere deg.',
  privacyLink: { label: 'Les mer i personvernerklæringen', href: '/personvern#informasjonskapsler' },
  acceptAll: 'Godta alle',
  necessaryOnly: 'Kun nødvendige',
} as const
