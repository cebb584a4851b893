/** The pages a newsletter mail's links open: confirming the sign-up (/nyhetsbrev/bekreft) and leaving (/nyhetsbrev/avmeld). */

/** Each page's texts: before the press, while sending and once done. */
export const newsletterLinkText = {
  confirm: {
    title: 'Bekreft påmeldingen til nyhetsbrevet',
    lead: 'Trykk på knappen for å bekrefte at du vil få nyhetsbrevet vårt på e-post.',
    submit: 'Bekreft påmeldingen',
    submitting: 'Bekrefter...',
    done: {
      title: 'Påmeldingen er bekreftet',
      text: 'Du får nå nyhetsbrevet vårt. Du kan melde deg av når som helst.',
      link: { label: 'Meld meg av', href: '/nyhetsbrev/avmeld' },
    },
  },
  leave: {
    title: 'Meld deg av nyhetsbrevet',
    lead: 'Trykk på knappen, så sletter vi e-postadressen din og samtykket ditt, og du får ingen flere nyhetsbrev fra oss.',
    submit: 'Meld meg av',
    submitting: 'Melder av...',
    done: {
      title: 'Du er meldt av',
      text: 'Vi har slettet e-postadressen din og samtykket ditt.',
      link: { label: 'Til forsiden', href: '/' },
    },
  },
} as const

/** What both pages share: the eyebrow, a broken link's answer and a failed request. */
export const newsletterLinkCommonText = {
  eyebrow: 'Nyhetsbrev',
  /** Two short paragraphs: neither outgrows the page's lead, which stays its largest paint. */
  broken: {
    title: 'Lenken er ugyldig eller allerede brukt',
    mistyped: 'Lenken kan være skrevet feil, eller den er allerede brukt.',
    signUpAgain: 'Du kan melde deg på igjen i skjemaet for nyhetsbrevet nederst på siden.',
  },
  failed: 'Det oppstod et problem. Prøv igjen om litt.',
} as const
