/** The footer's newsletter sign-up texts. */

/** The id of the footer's newsletter heading, which the newsletter links' pages link to. */
export const NEWSLETTER_HEADING_ID = 'footer-newsletter'

/** The sign-up form in the footer. */
export const newsletterText = {
  heading: 'Nyhetsbrev',
  intro: 'Få nyheter om markedsplassen og nye funksjoner rett i innboksen.',
  emailLabel: 'E-postadresse',
  submit: 'Send',
  submitting: 'Sender...',
  /** Under the form after a sign-up, until the next submit: the sign-up counts only once confirmed. */
  confirmationSent: 'Vi har sendt deg en e-post. Trykk på lenken i den for å bekrefte påmeldingen.',
  /** Signing up means accepting the terms: the sentence around its link. */
  terms: {
    before: 'Ved å melde deg på godtar du ',
    link: { label: 'vilkårene og betingelsene', href: '/vilkar' },
    after: ' våre.',
  },
} as const
