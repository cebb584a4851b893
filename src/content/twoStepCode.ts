/** What every place that asks for the authenticator app's code shares: the field, and what to do without the phone. */
export const twoStepCodeText = {
  codeLabel: 'Kode fra appen',
  lostPhoneTitle: 'Har du mistet telefonen?',
  lostPhone:
    'Skriv til oss fra kontaktskjemaet, med e-postadressen til kontoen. Når vi har sjekket at kontoen er din, slår vi av totrinnsinnloggingen, og du logger inn med passordet.',
  contactLink: 'Gå til kontaktskjemaet',
} as const

/** /nytt-passord for an account with two-step sign-in on: the code after the link, before the new password is saved. */
export const recoveryCodeText = {
  title: 'Totrinnsinnlogging',
  lead: 'Kontoen din har totrinnsinnlogging. Skriv inn koden autentiseringsappen viser nå, så lagrer vi det nye passordet.',
} as const
