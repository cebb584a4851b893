import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { DEFAULT_MINIMUM_PASSWORD_LENGTH, PASSWORD_REQUIREMENT_SETS, type PasswordPolicy } from './passwordPolicy'
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './rateLimit'

/** The settings of supabase/config.toml that the local auth applies, with GoTrue's defaults for any left out. */
export interface AuthConfig {
  /** `[auth.email] max_frequency`: the least time between two mails of one kind to one address. */
  emailMaxFrequencySeconds: number
  /** `[auth.email] otp_expiry`: how long a mailed link or code works. */
  otpExpirySeconds: number
  /** `[auth.email] otp_length`: the digits of a mailed code. */
  otpLength: number
  /** `[auth.email] secure_password_change`: a password change in a session older than a day needs a nonce. */
  securePasswordChange: boolean
  /** `[auth.email.template.<kind>]`: the subject and the HTML file of each mail the project has its own for. */
  mailTemplates: Partial<Record<MailKind, MailTemplateSetting>>
  /** `[auth.rate_limit]` */
  rateLimits: AuthRateLimits
  /** `[auth] minimum_password_length` and `password_requirements` */
  passwordPolicy: PasswordPolicy
}

/** The mails auth sends that the stack renders from a template. */
export const MAIL_KINDS = ['confirmation', 'recovery', 'reauthentication'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export interface MailTemplateSetting {
  subject?: string
  /** The HTML file, resolved from the project folder (the one holding supabase/), as the Supabase CLI resolves `content_path`. */
  contentPath?: string
}

const RATE_LIMIT_KEYS: Record<keyof AuthRateLimits, string> = {
  emailSent: 'email_sent',
  tokenRefresh: 'token_refresh',
  signInSignUps: 'sign_in_sign_ups',
  tokenVerifications: 'token_verifications',
}

/** GoTrue's own default, also used for 0: GoTrue cannot switch the interval off. */
const DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS = 60
/** The Supabase CLI's default; GoTrue takes 0 as unset too. */
const DEFAULT_OTP_EXPIRY_SECONDS = 3600
/** GoTrue's default, also for a length outside the 6 to 10 digits it allows. */
const DEFAULT_OTP_LENGTH = 6

const DURATION_UNITS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }

/** A Go duration as config.toml writes them ("1m0s", "90s", "1.5h") in seconds; undefined when it is not one. */
export function parseGoDuration(text: string): number | undefined {
  if (text === '0') return 0
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)]
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return undefined
  return parts.reduce((seconds, [, amount, unit]) => seconds + Number(amount) * DURATION_UNITS[unit!]!, 0)
}

/** A table header such as `[auth.email]` or `[functions."send-contact-notification"]`, and one part of its name. */
const TABLE_HEADER = /^\[\s*((?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*'))*)\s*\]\s*(#.*)?$/
const KEY_PART = /"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+)/g

/**
 * The plain `key = value` settings of a TOML file, named `section.key`: numbers, booleans and
 * one-line strings. Arrays, tables inline and multi-line strings are skipped, which is all the
 * stack needs from config.toml.
 */
export function readTomlSettings(text: string): Map<string, string | number | boolean> {
  const settings = new Map<string, string | number | boolean>()
  let section: string | null = ''
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim()
    const header = TABLE_HEADER.exec(line)
    if (header) {
      section = [...header[1]!.matchAll(KEY_PART)].map((part) => part[1] ?? part[2] ?? part[3]).join('.')
      continue
    }
    if (line.startsWith('[')) {
      section = null // an array of tables: nothing the stack reads
      continue
    }
    const entry = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line)
    if (!entry || section === null) continue
    const [, key, rest] = entry
    const name = section ? `${section}.${key}` : key!
    const string = /^"((?:[^"\\]|\\.)*)"\s*(#.*)?$/.exec(rest!)
    const scalar = /^([^\s#"[{]+)\s*(#.*)?$/.exec(rest!)
    if (string) settings.set(name, JSON.parse(`"${string[1]}"`) as string)
    else if (scalar?.[1] === 'true' || scalar?.[1] === 'false') settings.set(name, scalar[1] === 'true')
    else if (scalar && Number.isFinite(Number(scalar[1]!.replace(/_/g, '')))) settings.set(name, Number(scalar[1]!.replace(/_/g, '')))
  }
  return settings
}

/** Reads the auth settings the stack applies from config.toml; a missing file or setting gives GoTrue's default. */
export function loadAuthConfig(path: string): AuthConfig {
  let text = ''
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    // No config.toml: GoTrue's defaults throughout.
  }
  const settings = readTomlSettings(text)
  const maxFrequency = settings.get('auth.email.max_frequency')
  const maxFrequencySeconds = typeof maxFrequency === 'string' ? parseGoDuration(maxFrequency) : undefined
  if (typeof maxFrequency === 'string' && maxFrequencySeconds === undefined)
    throw new Error(`${path}: [auth.email] max_frequency = "${maxFrequency}" is not a duration such as "1m0s"`)
  const rateLimits = { ...DEFAULT_AUTH_RATE_LIMITS }
  for (const [name, key] of Object.entries(RATE_LIMIT_KEYS) as [keyof AuthRateLimits, string][]) {
    const value = settings.get(`auth.rate_limit.${key}`)
    if (value === undefined) continue
    if (typeof value !== 'number' || value < 0) throw new Error(`${path}: [auth.rate_limit] ${key} must be a number of 0 or more`)
    rateLimits[name] = value
  }
  const otpExpiry = settings.get('auth.email.otp_expiry')
  if (otpExpiry !== undefined && (typeof otpExpiry !== 'number' || otpExpiry < 0))
    throw new Error(`${path}: [auth.email] otp_expiry must be a number of seconds`)
  const otpLength = settings.get('auth.email.otp_length')
  const securePasswordChange = settings.get('auth.email.secure_password_change')
  if (securePasswordChange !== undefined && typeof securePasswordChange !== 'boolean')
    throw new Error(`${path}: [auth.email] secure_password_change must be true or false`)
  return {
    passwordPolicy: passwordPolicyFrom(settings, path),
    emailMaxFrequencySeconds: maxFrequencySeconds || DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS,
    otpExpirySeconds: otpExpiry || DEFAULT_OTP_EXPIRY_SECONDS,
    otpLength:
      typeof otpLength === 'number' && Number.isInteger(otpLength) && otpLength >= 6 && otpLength <= 10 ? otpLength : DEFAULT_OTP_LENGTH,
    securePasswordChange: securePasswordChange ?? false,
    mailTemplates: mailTemplateSettings(settings, dirname(dirname(resolve(path))), path),
    rateLimits,
  }
}

function passwordPolicyFrom(settings: Map<string, string | number | boolean>, path: string): PasswordPolicy {
  const minLength = settings.get('auth.minimum_password_length') ?? DEFAULT_MINIMUM_PASSWORD_LENGTH
  const requirements = settings.get('auth.password_requirements') ?? ''
  if (typeof minLength !== 'number' || !Number.isInteger(minLength) || minLength < 6)
    throw new Error(`${path}: [auth] minimum_password_length must be a whole number of 6 or more`)
  const requiredSets = typeof requirements === 'string' ? PASSWORD_REQUIREMENT_SETS[requirements] : undefined
  if (!requiredSets)
    throw new Error(
      `${path}: [auth] password_requirements must be one of ${Object.keys(PASSWORD_REQUIREMENT_SETS)
        .map((name) => `"${name}"`)
        .join(', ')}`,
    )
  return { minLength, requiredSets }
}

function mailTemplateSettings(
  settings: Map<string, string | number | boolean>,
  projectDir: string,
  path: string,
): Partial<Record<MailKind, MailTemplateSetting>> {
  const templates: Partial<Record<MailKind, MailTemplateSetting>> = {}
  for (const kind of MAIL_KINDS) {
    const subject = settings.get(`auth.email.template.${kind}.subject`)
    const contentPath = settings.get(`auth.email.template.${kind}.content_path`)
    if ((subject !== undefined && typeof subject !== 'string') || (contentPath !== undefined && typeof contentPath !== 'string'))
      throw new Error(`${path}: [auth.email.template.${kind}] subject and content_path must be strings`)
    if (subject === undefined && contentPath === undefined) continue
    templates[kind] = { subject, contentPath: contentPath === undefined ? undefined : resolve(projectDir, contentPath) }
  }
  return templates
}

/** What the local stack takes from a function's `[functions.<name>]` table of config.toml. */
export interface FunctionConfig {
  /** Whether a call needs a valid JWT before it reaches the function; the Supabase CLI's default is true. */
  verifyJwt: boolean
}

/** The functions' settings in the text of a config.toml: `verify_jwt` of each `[functions.<name>]` table. */
export function functionConfigFrom(toml: string): (name: string) => FunctionConfig {
  const settings = readTomlSettings(toml)
  return (name) => {
    const verifyJwt = settings.get(`functions.${name}.verify_jwt`)
    if (verifyJwt !== undefined && typeof verifyJwt !== 'boolean')
      throw new Error(`config.toml: verify_jwt of the function ${name} must be true or false, not ${String(verifyJwt)}`)
    return { verifyJwt: verifyJwt ?? true }
  }
}

/** The functions' settings in a config.toml file; the CLI's defaults for every function when there is none. */
export async function readFunctionConfig(path: string): Promise<(name: string) => FunctionConfig> {
  try {
    return functionConfigFrom(await readFile(path, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return functionConfigFrom('')
    throw error
  }
}
