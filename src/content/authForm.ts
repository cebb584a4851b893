/** The /auth page's texts: the sign-in and sign-up toasts, the busy button labels and the password rules. */
import type { AuthTab } from '../../machines/authForm.machine'
import type { PasswordRuleId } from '../../machines/validation/passwordPolicy'

/** The submit button's label while its tab's request is under way. */
export const SUBMITTING_LABELS: Record<AuthTab, string> = { signIn: 'Logger inn...', signUp: 'Registrerer...' }

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
