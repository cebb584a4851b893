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
