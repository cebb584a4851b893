/** The texts of a way back into an account: a new password, the confirmation mail again, the mail links' pages and 'Min konto'. */

/** /bekreft-e-post: the confirmation link's page; only the button spends the link. */
export const emailConfirmationText = {
  eyebrow: 'Din konto',
  title: 'Bekreft e-postadressen',
  lead: 'Bekreft adressen med lenken i e-posten vi sendte deg, så blir du logget inn med en gang.',
  submit: 'Bekreft e-postadressen',
  submitting: 'Bekrefter...',
  failed: 'Vi kunne ikke bekrefte adressen nå. Sjekk nettforbindelsen og prøv igjen.',
  linkNote: 'Lenken i e-posten virker én gang og i én time, i hvilken som helst nettleser.',
  notYou: 'Har du ikke registrert deg hos oss? Da kan du lukke siden. Uten bekreftelse blir kontoen ikke tatt i bruk.',
} as const

/** The new password and its confirmation, on /nytt-passord and on 'Min konto'. */
export const newPasswordLabels = { password: 'Nytt passord', confirmPassword: 'Bekreft nytt passord' } as const

/** /nytt-passord: the recovery link's page. */
export const passwordResetText = {
  eyebrow: 'Din konto',
  title: 'Lag nytt passord',
  lead: 'Med lenken i e-posten velger du et nytt passord for kontoen din. Når det er lagret, blir du logget inn med det.',
  submit: 'Lagre nytt passord',
  submitting: 'Lagrer...',
} as const

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
  dataExport: {
    title: 'Dataene dine',
    text: 'Last ned det vi har lagret om deg, i én fil (JSON): kontoen, påmeldingen til nyhetsbrevet og meldingene du har sendt oss fra denne e-postadressen.',
    submit: 'Last ned dataene mine',
    submitting: 'Henter dataene...',
    /** The file's name, with the day it was made (YYYY-MM-DD). */
    fileName: (day: string) => `havbors-mine-data-${day}.json`,
  },
  deleteAccount: {
    title: 'Slett kontoen',
    text: 'Kontoen og øktene dine slettes med en gang, sammen med nyhetsbrevpåmeldingen og kontaktmeldingene fra denne e-postadressen. Det kan ikke angres.',
    confirmEmail: 'Skriv e-postadressen din for å bekrefte',
    password: 'Passord',
    submit: 'Slett kontoen for godt',
    submitting: 'Sletter...',
  },
} as const
