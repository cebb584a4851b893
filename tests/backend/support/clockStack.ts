import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LocalStack } from '../../../supabase/local/stack'
import { RAISED_RATE_LIMITS } from '../../support/stackLimits'
import { authMailsAt } from './authMail'
import { STACK_KIND, startTestStack } from './stack'

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

/**
 * A stack of a test file's own whose time the test moves on (`advance`) instead of waiting it out,
 * with config.toml's auth settings (max_frequency one minute, links for an hour, secure password
 * change) and templates that show every value a template gets, the code too.
 */
export async function startClockStack(port: number) {
  let offset = 0
  const folder = await mkdtemp(join(tmpdir(), 'klokke-'))
  const kinds = ['confirmation', 'recovery', 'reauthentication']
  await Promise.all(kinds.map((kind) => writeFile(join(folder, `${kind}.html`), TEMPLATE)))
  const configFile = join(folder, 'config.toml')
  await writeFile(
    configFile,
    [
      '[auth.email]',
      'max_frequency = "1m0s"',
      'otp_expiry = 3600',
      'secure_password_change = true',
      ...kinds.flatMap((kind) => [
        `[auth.email.template.${kind}]`,
        `subject = "${kind}"`,
        `content_path = "${join(folder, `${kind}.html`)}"`,
      ]),
    ].join('\n'),
  )
  // The stack's own auth, whose clock a test moves: Supabase Auth goes by the system's.
  const stack: LocalStack = await startTestStack(
    {
      port,
      configFile,
      rateLimits: RAISED_RATE_LIMITS,
      clock: () => Date.now() + offset,
    },
    STACK_KIND,
    null,
  )
  const mails = authMailsAt(stack.inboxUrl)

  /** The values of the `count`th mail to `email`, once it has come. */
  async function valuesOf(email: string, count = 1): Promise<TemplateValuesInMail> {
    const html = await mails.htmlOf((await mails.mailsOnceThere(email, count))[count - 1]!)
    const [token, tokenHash, address, siteUrl, redirectTo] = /<p>(.*?)\|(.*?)\|(.*?)\|(.*?)\|(.*?)\|<\/p>/.exec(html)!.slice(1)
    const confirmationUrl = /href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&')
    return { token: token!, tokenHash: tokenHash!, email: address!, siteUrl: siteUrl!, redirectTo: redirectTo!, confirmationUrl }
  }

  return {
    stack,
    mails,
    valuesOf,
    /** Moves the stack's time on by `seconds`. */
    advance(seconds: number) {
      offset += seconds * 1000
    },
    async stop() {
      await stack.stop()
      await rm(folder, { recursive: true, force: true })
    },
  }
}
