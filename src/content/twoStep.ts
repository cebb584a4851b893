/** The texts of two-step sign-in: the code asked for after the password. */

/** The second step of a sign-in, on /auth and on /konto, in place of the tabs. */
export const secondStepText = {
  title: 'Totrinnsinnlogging',
  lead: 'Åpne autentiseringsappen på telefonen og skriv inn den sekssifrede koden den viser for Havbørs.',
  submit: 'Logg inn',
  submitting: 'Logger inn...',
  back: 'Tilbake til innlogging',
} as const
