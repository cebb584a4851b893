import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LocalStack } from '../../../supabase/local/stack'
import { RAISED_RATE_LIMITS } from '../../support/stackLimits'
import { authMailsAt } from './authMail'
import { stackClock } from './stackClock'
import { anonClient, onSupabaseAuth, STACK_KIND, startTestStack, uniqueEmail } from './stack'

/** Every value GoTrue gives a template, between bars, so a test can read each one back from the mail. */
const TEMPLATE =
  '<p>{{ .Token }}|{{ .TokenHash }}|{{ .Email }}|{{ .SiteURL }}|{{ .RedirectTo }}|</p><p><a href="{{ .ConfirmationURL }}">Følg lenken</a></p>'

/** What a mail of the clock stack's templates carries. */
export interface TemplateValuesInMail {
  token: string
  tokenHash: string
  email: string
  siteUrl: string
  redirectTo: string
  confirmationUrl: string
}

/** The password of every account a clock stack's helpers make. */
export const CLOCK_PASSWORD = 'Brønnbåt-2026!'

/** What a clock stack gives mails and their links, in seconds, and the time its requests may take. */
export interface Lifetimes {
  /** `[auth.email] otp_expiry`: how long a mailed link or code works. */
  otpExpiry: number
  /** `[auth.email] max_frequency`: the least time between two mails of one kind to one address. */
  maxFrequency: number
  /** Seconds a test allows for its own requests when it aims just inside a lifetime. */
  slack: number
}

/** config.toml's lifetimes, on the stack's own auth, whose clock a test moves on. */
const MOVED_CLOCK: Lifetimes = { otpExpiry: 3600, maxFrequency: 60, slack: 1 }
/** Lifetimes of a few seconds for Supabase Auth, which goes by the system's clock: a test waits them out. */
const REAL_CLOCK: Lifetimes = { otpExpiry: 8, maxFrequency: 6, slack: 3 }

/**
 * A stack of a test file's own on which time passes at a test's word (`pass`), with config.toml's
 * auth settings (secure password change) and templates that show every value a template gets, the
 * code too. On the parity run with Supabase Auth (`clock: 'real'`) its lifetimes are a few seconds
 * and `pass` waits them out; elsewhere they are config.toml's and `pass` moves the stack's clock on.
 */
export async function startClockStack(port: number, clock: 'moved' | 'real' = onSupabaseAuth() ? 'real' : 'moved') {
  const time = stackClock(clock)
  const lifetimes = clock === 'real' ? REAL_CLOCK : MOVED_CLOCK
  const folder = await mkdtemp(join(tmpdir(), 'klokke-'))
  const kinds = ['confirmation', 'recovery', 'reauthentication']
  await Promise.all(kinds.map((kind) => writeFile(join(folder, `${kind}.html`), TEMPLATE)))
  const configFile = join(folder, 'config.toml')
  await writeFile(
    configFile,
    [
      '[auth.email]',
      `max_frequency = "${lifetimes.maxFrequency}s"`,
      `otp_expiry = ${lifetimes.otpExpiry}`,
      'secure_password_change = true',
      ...kinds.flatMap((kind) => [
        `[auth.email.template.${kind}]`,
        `subject = "${kind}"`,
        `content_path = "${join(folder, `${kind}.html`)}"`,
      ]),
    ].join('\n'),
  )
  const stack: LocalStack = await startTestStack(
    {
      port,
      configFile,
      rateLimits: RAISED_RATE_LIMITS,
      ...time.stackOptions,
    },
    STACK_KIND,
    clock === 'real' ? undefined : null,
  )
  const mails = authMailsAt(stack.inboxUrl)

  /** The values of the `count`th mail to `email`, once it has come. */
  async function valuesOf(email: string, count = 1): Promise<TemplateValuesInMail> {
    const html = await mails.htmlOf((await mails.mailsOnceThere(email, count))[count - 1]!)
    const [token, tokenHash, address, siteUrl, redirectTo] = /<p>(.*?)\|(.*?)\|(.*?)\|(.*?)\|(.*?)\|<\/p>/.exec(html)!.slice(1)
    const confirmationUrl = /href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&')
    return { token: token!, tokenHash: tokenHash!, email: address!, siteUrl: siteUrl!, redirectTo: redirectTo!, confirmationUrl }
  }

  const client = () => anonClient(stack.url)

  /** A new address signed up with {@link CLOCK_PASSWORD}, its confirmation mail on the way. */
  async function signedUp(label: string, redirectTo?: string): Promise<string> {
    const email = uniqueEmail(label)
    const { error } = await client().auth.signUp({ email, password: CLOCK_PASSWORD, options: { emailRedirectTo: redirectTo } })
    if (error) throw error
    return email
  }

  /** A new address, confirmed by its mail's token hash, and a client signed in to it. */
  async function confirmedAndSignedIn(label: string) {
    const email = await signedUp(label)
    await client().auth.verifyOtp({ token_hash: (await valuesOf(email)).tokenHash, type: 'signup' })
    const signedIn = client()
    const { error } = await signedIn.auth.signInWithPassword({ email, password: CLOCK_PASSWORD })
    if (error) throw error
    return { email, client: signedIn }
  }

  return {
    stack,
    mails,
    valuesOf,
    client,
    signedUp,
    confirmedAndSignedIn,
    lifetimes,
    pass: time.pass,
    async stop() {
      await stack.stop()
      await rm(folder, { recursive: true, force: true })
    },
  }
}
