import * as z from 'zod'
import { isValidEmail, stripTagsAndTrim } from '../../supabase/functions/_shared/contract/text'
import { INVALID_EMAIL, INVALID_PASSWORD, PASSWORD_TOO_LONG, PASSWORDS_DIFFER } from '../../messages/authForm'
import { checkPasswordStrength, isPasswordTooLong } from './passwordPolicy'

/**
 * The shortest password sign-in sends. Sign-in checks only this length and leaves the rest to the
 * backend: it must let in every account, those made under the auth server's old minimum of 6 too, and
 * must not teach a guesser the policy. Sign-up applies the whole policy of passwordPolicy.ts, at once in
 * Norwegian; the server applies it again, as a form can be bypassed. See docs/decisions.md, 'Passwords
 * on sign-in and sign-up'.
 */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6

export interface Credentials {
  email: string
  password: string
}

export interface SignUpFields extends Credentials {
  confirmPassword: string
}

/** The fields a sign-in, a sign-up or a new password is typed into. */
export type CredentialsField = 'email' | 'password' | 'confirmPassword'

export interface CredentialsProblem {
  title: string
  message: string
  /** The field the problem is in, where it is told too; none when it is not one field's (e.g. wrong credentials). */
  field?: CredentialsField
}

/** The sanitised credentials and the first problem found, if any. */
export interface CredentialsCheck {
  credentials: Credentials
  problem: CredentialsProblem | null
}

/** The site's one e-mail rule, the same as the contact form's and the newsletter table's. */
const emailSchema = z.string().refine(isValidEmail)
const signInPasswordSchema = z.string().min(SIGN_IN_PASSWORD_MIN_LENGTH)

/** Sign-in: both fields trimmed and tag-free, an e-mail that passes the one e-mail rule, and a password of at least 6 characters. */
export function checkSignIn(fields: Credentials): CredentialsCheck {
  const credentials = sanitizeCredentials(fields)
  return { credentials, problem: signInProblem(credentials) }
}

/**
 * Sign-up: the e-mail as for sign-in but lower-cased, a password that meets the whole policy of
 * passwordPolicy.ts (only the first failing rule is reported) and no longer than the backend takes,
 * and a confirmation equal to it.
 */
export function checkSignUp(fields: SignUpFields): CredentialsCheck {
  const { email, password } = sanitizeCredentials(fields)
  const credentials = { email: email.toLowerCase(), password }
  return { credentials, problem: signUpProblem(credentials, stripTagsAndTrim(fields.confirmPassword)) }
}

function signInProblem({ email, password }: Credentials): CredentialsProblem | null {
  if (!emailSchema.safeParse(email).success) return { ...INVALID_EMAIL, field: 'email' }
  if (!signInPasswordSchema.safeParse(password).success) return { ...INVALID_PASSWORD, field: 'password' }
  return null
}

function signUpProblem({ email, password }: Credentials, confirmPassword: string): CredentialsProblem | null {
  if (!emailSchema.safeParse(email).success) return { ...INVALID_EMAIL, field: 'email' }
  return newPasswordProblem(password, confirmPassword)
}

/** A new password chosen anywhere (sign-up, a recovery link, 'Min konto'): the whole policy, the backend's length, then the confirmation. */
function newPasswordProblem(password: string, confirmPassword: string): CredentialsProblem | null {
  const [firstFailure] = checkPasswordStrength(password).errors
  if (firstFailure !== undefined) return { title: INVALID_PASSWORD.title, message: firstFailure, field: 'password' }
  if (isPasswordTooLong(password)) return { ...PASSWORD_TOO_LONG, field: 'password' }
  if (confirmPassword !== password) return { ...PASSWORDS_DIFFER, field: 'confirmPassword' }
  return null
}

interface NewPasswordFields {
  password: string
  confirmPassword: string
}

/** A new password without an e-mail address, sanitised like sign-up's, and the first problem found. */
export function checkNewPassword(fields: NewPasswordFields): { password: string; problem: CredentialsProblem | null } {
  const password = stripTagsAndTrim(fields.password)
  return { password, problem: newPasswordProblem(password, stripTagsAndTrim(fields.confirmPassword)) }
}

function sanitizeCredentials(fields: Credentials): Credentials {
  return { email: stripTagsAndTrim(fields.email), password: stripTagsAndTrim(fields.password) }
}
