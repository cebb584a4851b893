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

/** 'Totrinnsinnlogging' on 'Min konto': turning it on with the app, and off with a code. */
export const twoStepSettingText = {
  title: 'Totrinnsinnlogging',
  offLead:
    'Totrinnsinnlogging er av. Slår du den på, ber vi om en kode fra en autentiseringsapp på telefonen din hver gang du logger inn, i tillegg til passordet.',
  onLead: 'Totrinnsinnlogging er på. Når du logger inn, ber vi om koden fra autentiseringsappen etter passordet.',
  start: 'Slå på totrinnsinnlogging',
  starting: 'Gjør klar...',
  scanTitle: 'Koble til autentiseringsappen',
  scanLead:
    'Skann QR-koden med en autentiseringsapp, for eksempel Microsoft Authenticator, Google Authenticator eller 1Password. Skriv så inn koden appen viser, så er totrinnsinnloggingen på.',
  qrAlt: 'QR-kode for å legge Havbørs til i autentiseringsappen. Nøkkelen under gjør det samme.',
  keyLabel: 'Kan du ikke skanne? Legg inn denne nøkkelen i appen:',
  copyKey: 'Kopier nøkkelen',
  keyCopied: 'Nøkkelen er kopiert.',
  keyNotCopied: 'Kunne ikke kopiere. Marker nøkkelen og kopier den selv.',
  openApp: 'Er appen på denne telefonen? Åpne den her',
  confirm: 'Slå på',
  confirming: 'Sjekker koden...',
  cancel: 'Avbryt',
  stop: 'Slå av totrinnsinnlogging',
  stopTitle: 'Slå av totrinnsinnlogging',
  stopLead: 'Skriv inn koden autentiseringsappen viser nå. Etterpå logger du inn med bare passordet.',
  stopSubmit: 'Slå av',
  stopping: 'Slår av...',
} as const

/** /nytt-passord for an account with two-step sign-in on: the code after the link, before the new password is saved. */
export const recoveryCodeText = {
  title: 'Totrinnsinnlogging',
  lead: 'Kontoen din har totrinnsinnlogging. Skriv inn koden autentiseringsappen viser nå, så lagrer vi det nye passordet.',
} as const
