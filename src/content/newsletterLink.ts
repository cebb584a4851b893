import { NEWSLETTER_HEADING_ID } from './newsletter'

/** The pages a newsletter mail's links open: confirming the sign-up (/nyhetsbrev/bekreft) and leaving (/nyhetsbrev/avmeld). */

/** Each page's texts: before the press, while sending and once done. */
export const newsletterLinkText = {
  confirm: {
    title: 'Bekreft påmeldingen til nyhetsbrevet',
    lead: 'Med lenken i e-posten bekrefter du at du vil få nyhetsbrevet vårt.',
    submit: 'Bekreft påmeldingen',
    submitting: 'Bekrefter...',
    done: {
      title: 'Påmeldingen er bekreftet',
      text: 'Du får nå nyhetsbrevet vårt. Du kan melde deg av når som helst.',
      link: { label: 'Meld meg av', href: '/nyhetsbrev/avmeld' },
    },
    /** A link that cannot be used: sign up again, for a new mail. No longer than the lead, which stays the largest paint. */
    wayOn: {
      before: 'Vil du ha nyhetsbrevet, kan du ',
      link: { label: 'melde deg på igjen nederst på siden', href: `#${NEWSLETTER_HEADING_ID}` },
      after: ' og få en ny lenke.',
    },
  },
  leave: {
    title: 'Meld deg av nyhetsbrevet',
    lead: 'Når du melder deg av, sletter vi e-postadressen din og samtykket ditt, og du får ingen flere nyhetsbrev fra oss.',
    submit: 'Meld meg av',
    submitting: 'Melder av...',
    done: {
      title: 'Du er meldt av',
      text: 'Vi har slettet e-postadressen din og samtykket ditt.',
      link: { label: 'Til forsiden', href: '/' },
    },
    /** A link that cannot be used: every mail's own leave link, or a message to us. */
    wayOn: {
      before: 'Trykk på «Meld meg av» nederst i en e-post fra oss, eller ',
      link: { label: 'skriv til oss', href: '/kontakt' },
      after: ', så sletter vi adressen din.',
    },
  },
} as const

/** What both pages share: the eyebrow, the answer to a link the backend refused, and a failed request. */
export const newsletterLinkCommonText = {
  eyebrow: 'Nyhetsbrev',
  /** Short paragraphs: none outgrows the page's lead, which stays its largest paint. */
  broken: {
    title: 'Lenken er ugyldig eller allerede brukt',
    confirm: 'Lenken kan være skrevet feil, eller den er allerede brukt.',
    leave: 'Lenken kan være skrevet feil, eller du er allerede meldt av.',
  },
  failed: 'Det oppstod et problem. Prøv igjen om litt.',
} as const
