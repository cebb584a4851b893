/** The texts of a way back into an account: a new password, the confirmation mail again, the mail links' pages and 'Min konto'. */
import type { ToastRequest } from '../../machines/toastQueue.machine'

/** /bekreft-e-post: the confirmation link's page; only the button spends the link. */
export const emailConfirmationText = {
  eyebrow: 'Din konto',
  title: 'Bekreft e-postadressen',
  lead: 'Trykk på knappen for å bekrefte e-postadressen din. Du blir logget inn med en gang.',
  submit: 'Bekreft e-postadressen',
  submitting: 'Bekrefter...',
  failed: 'Vi kunne ikke bekrefte adressen nå. Sjekk nettforbindelsen og prøv igjen.',
  linkNote: 'Lenken i e-posten virker én gang og i én time, i hvilken som helst nettleser.',
  notYou: 'Har du ikke registrert deg hos oss? Da kan du lukke siden. Uten bekreftelse blir kontoen ikke tatt i bruk.',
} as const

export const EMAIL_CONFIRMED: ToastRequest = { title: 'E-postadressen er bekreftet', message: 'Du er nå logget inn.', type: 'success' }

/** The new password and its confirmation, on /nytt-passord and on 'Min konto'. */
export const newPasswordLabels = { password: 'Nytt passord', confirmPassword: 'Bekreft nytt passord' } as const

/** /nytt-passord: the recovery link's page. */
export const passwordResetText = {
  eyebrow: 'Din konto',
  title: 'Lag nytt passord',
  lead: 'Velg et nytt passord for kontoen din og skriv det to ganger. Når det er lagret, blir du logget inn med det nye passordet.',
  submit: 'Lagre nytt passord',
  submitting: 'Lagrer...',
} as const

/** What saving a new password can meet, on /nytt-passord and on 'Min konto'. */
export const newPasswordProblems = {
  samePassword: 'Det nye passordet må være et annet enn det gamle.',
  weakPassword: 'Passordet oppfyller ikke kravene.',
  wrongCurrentPassword: 'Nåværende passord er feil.',
  failed: 'Vi kunne ikke lagre passordet. Prøv igjen.',
} as const

export const PASSWORD_RESET: ToastRequest = {
  title: 'Passordet er endret',
  message: 'Du er nå logget inn med det nye passordet.',
  type: 'success',
}

/** /konto: 'Min konto'. */
export const accountText = {
  eyebrow: 'Din konto',
  title: 'Min konto',
  lead: 'Her endrer du passordet, logger ut på alle enheter eller sletter kontoen.',
  loading: 'Henter kontoen …',
  emailLabel: 'E-postadresse',
  changePassword: {
    title: 'Endre passord',
    currentPassword: 'Nåværende passord',
    submit: 'Endre passord',
    submitting: 'Lagrer...',
  },
  signOutEverywhere: {
    title: 'Logg ut på alle enheter',
    text: 'Logger deg ut her og i alle andre nettlesere og apper der du er logget inn med denne kontoen.',
    submit: 'Logg ut overalt',
    submitting: 'Logger ut...',
  },
  deleteAccount: {
    title: 'Slett kontoen',
    text: 'Kontoen og øktene dine slettes med en gang, sammen med nyhetsbrevpåmeldingen og kontaktmeldingene fra denne e-postadressen. Det kan ikke angres.',
    confirmEmail: 'Skriv e-postadressen din for å bekrefte',
    password: 'Passord',
    submit: 'Slett kontoen for godt',
    submitting: 'Sletter...',
    emailMismatch: 'Skriv e-postadressen til kontoen nøyaktig slik den står over.',
    wrongPassword: 'Passordet er feil.',
    tooManyTries: 'For mange forsøk med feil passord. Vent ti minutter før du prøver igjen.',
    signedOut: 'Du er ikke lenger logget inn. Logg inn på nytt for å slette kontoen.',
    failed: 'Vi kunne ikke slette kontoen nå. Prøv igjen.',
  },
} as const

export const PASSWORD_CHANGED: ToastRequest = {
  title: 'Passordet er endret',
  message: 'Bruk det nye passordet neste gang du logger inn.',
  type: 'success',
}

export const SIGNED_OUT_EVERYWHERE: ToastRequest = {
  title: 'Logget ut overalt',
  message: 'Du er logget ut på alle enheter.',
  type: 'success',
}

export const ACCOUNT_DELETED: ToastRequest = {
  title: 'Kontoen er slettet',
  message: 'Vi har slettet kontoen og dataene knyttet til den.',
  type: 'success',
}

export const SIGN_OUT_EVERYWHERE_FAILED: ToastRequest = {
  title: 'Utlogging mislyktes',
  message: 'Vi kunne ikke logge deg ut på alle enheter. Sjekk nettforbindelsen og prøv igjen.',
  type: 'error',
}

/** A field of 'Min konto' left empty. */
export const accountFieldProblems = {
  currentPasswordMissing: 'Skriv inn det nåværende passordet.',
  passwordMissing: 'Skriv inn passordet ditt.',
} as const
