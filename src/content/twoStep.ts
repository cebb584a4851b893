/** The texts of two-step sign-in: the code asked for after the password. */

/** The second step of a sign-in, on /auth and on /konto, in place of the tabs. */
export const secondStepText = {
  title: 'Totrinnsinnlogging',
  lead: 'Åpne autentiseringsappen på telefonen og skriv inn den sekssifrede koden den viser for Havbørs.',
  codeLabel: 'Kode fra appen',
  submit: 'Logg inn',
  submitting: 'Logger inn...',
  back: 'Tilbake til innlogging',
  lostPhoneTitle: 'Har du mistet telefonen?',
  lostPhone:
    'Skriv til oss fra kontaktskjemaet, med e-postadressen til kontoen. Når vi har sjekket at kontoen er din, slår vi av totrinnsinnloggingen, og du logger inn med passordet.',
  contactLink: 'Gå til kontaktskjemaet',
} as const
