/** The /auth page's texts: the sign-in and sign-up toasts, the busy button labels and the password rules. */
import type { AuthTab } from '../../machines/authForm.machine'
import type { ToastRequest } from '../../machines/toastQueue.machine'
import type { CredentialsProblem } from '../../machines/validation/credentials'
import type { PasswordRuleId } from '../../machines/validation/passwordPolicy'

export const SIGN_IN_SUCCESS: ToastRequest = { title: 'Innlogget', message: 'Du er nå logget inn.', type: 'success' }
export const SIGN_UP_SUCCESS: ToastRequest = {
  title: 'Registrering vellykket',
  message: 'Sjekk e-posten din for bekreftelse.',
  type: 'success',
}

/** The submit button's label while its tab's request is under way. */
export const SUBMITTING_LABELS: Record<AuthTab, string> = { signIn: 'Logger inn...', signUp: 'Registrerer...' }

/** What was typed and refused before anything is sent. */
export const INVALID_EMAIL: CredentialsProblem = { title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.' }
export const INVALID_PASSWORD: CredentialsProblem = { title: 'Ugyldig passord', message: 'Passord må være minst 6 tegn langt.' }
export const PASSWORDS_DIFFER: CredentialsProblem = { title: 'Passord matcher ikke', message: 'Passordene må være identiske.' }

/** A sign-in the backend refused: the toast's title, and its message for each kind of failure. */
export const SIGN_IN_FAILED_TITLE = 'Innlogging mislyktes'
export const SIGN_IN_FAILURE_MESSAGES = {
  invalidCredentials: 'Ugyldig e-post eller passord.',
  emailNotConfirmed: 'E-post ikke bekreftet. Sjekk e-posten din.',
  other: 'En feil oppstod under innlogging.',
} as const

/** A sign-up the backend refused: the toast's title, and its message for each kind of failure. */
export const SIGN_UP_FAILED_TITLE = 'Registrering mislyktes'
export const SIGN_UP_FAILURE_MESSAGES = {
  alreadyRegistered: 'Bruker er allerede registrert.',
  passwordTooShort: 'Passord må være minst 6 tegn langt.',
  passwordTooLong: 'Passordet kan være høyst 72 tegn langt, der æ, ø og å teller som to.',
  weakPassword: 'Passordet oppfyller ikke kravene.',
  other: 'En feil oppstod under registrering.',
} as const

/** A sign-up password longer than the backend takes (72 bytes), refused before it is sent. */
export const PASSWORD_TOO_LONG: CredentialsProblem = { title: 'Ugyldig passord', message: SIGN_UP_FAILURE_MESSAGES.passwordTooLong }

/** The message of each sign-up password rule; a refused sign-up shows the first that fails. */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRuleId, string> = {
  length: 'Passord må være minst 8 tegn',
  uppercase: 'Passord må inneholde minst én stor bokstav',
  lowercase: 'Passord må inneholde minst én liten bokstav',
  digit: 'Passord må inneholde minst ett tall',
  special: 'Passord må inneholde minst ett spesialtegn',
  notCommon: 'Passordet er for svakt',
}

/** The /auth page's own words: its hero, the tabs, the fields and the password checklist. */
export const authPageText = {
  hero: {
    eyebrow: 'Din konto',
    title: 'Logg inn eller registrer deg',
    lead: 'Logg inn med e-post og passord, eller opprett en konto. Vi sender deg en e-post for å bekrefte adressen.',
  },
  tabsLabel: 'Logg inn eller registrer deg',
  tabs: { signIn: 'Logg inn', signUp: 'Registrer' } satisfies Record<AuthTab, string>,
  submit: { signIn: 'Logg inn', signUp: 'Registrer' } satisfies Record<AuthTab, string>,
  labels: { email: 'E-post', password: 'Passord', confirmPassword: 'Bekreft passord' },
  showPasswords: 'Vis passord',
  forgotPassword: 'Glemt passord?',
  resendHint: 'Fikk du ikke e-posten? Se i søppelposten, eller be om en ny.',
  checklistTitle: 'Passordet må ha:',
  rulesMet: 'oppfylt',
  rulesUnmet: 'ikke oppfylt',
} as const

/** How the sign-up checklist names each password rule while the visitor types. */
export const PASSWORD_RULE_CHECKLIST: Record<PasswordRuleId, string> = {
  length: 'Minst 8 tegn',
  uppercase: 'Minst én stor bokstav',
  lowercase: 'Minst én liten bokstav',
  digit: 'Minst ett tall',
  special: 'Minst ett spesialtegn, for eksempel ! ? @ # eller %',
  notCommon: 'Ikke et vanlig passord som «123456» eller «password»',
}
