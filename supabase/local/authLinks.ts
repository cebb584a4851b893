import type { AuthContext } from './authContext'
import { mailLimitReached, mailTooSoon } from './authHttp'
import { newOtp, tokenHash, verifyLink } from './authMail'
import type { MailKind } from './config'
import type { ApiResponse } from './http'

/** Where each kind of mailed token is kept in auth.users, and the verification type of its link. */
const TOKEN_OF: Record<MailKind, { token: string; sentAt: string; type: string }> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', type: 'signup' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at', type: 'reauthentication' },
}

/** No user has it: the update of an address without an account runs, and changes nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000'

/**
 * GoTrue's checks before a mail to a user, in its order: the last mail of this kind must be
 * max_frequency ago, then the hour's mails (`email_sent`) must not be used up; the latter counts
 * the mail. Null when it may go out.
 */
export function refusedMail(ctx: AuthContext, lastSentAt: Date | null): ApiResponse | null {
  const wait = ctx.secondsUntilNextMail(lastSentAt)
  if (wait !== null) return mailTooSoon(wait)
  return ctx.limits.mail() ? null : mailLimitReached()
}

/**
 * Makes a new code of `kind` for `email`, stores its hash for `userId` in place of any earlier one
 * (which stops working), and mails it. With `userId` null (an address without an account, or one
 * that gets no mail) the same work is done, a store that matches no row and a mail rendered, and
 * nothing is stored or sent, so the answer takes as long either way.
 */
export async function mailToken(ctx: AuthContext, kind: MailKind, userId: string | null, email: string, redirectTo: string): Promise<void> {
  const otp = newOtp(ctx.settings.otpLength)
  const hash = tokenHash(email, otp)
  const { token, sentAt, type } = TOKEN_OF[kind]
  await ctx.db.query(`update auth.users set ${token} = $2, ${sentAt} = $3, updated_at = $3 where id = $1`, [
    userId ?? NOBODY,
    hash,
    ctx.timestamp(),
  ])
  const values = {
    SiteURL: ctx.settings.siteUrl,
    ConfirmationURL: verifyLink(ctx.issuer, hash, type, redirectTo),
    Email: email,
    Token: otp,
    TokenHash: hash,
    RedirectTo: redirectTo,
  }
  if (userId) ctx.mailer.send(kind, email, values)
  else ctx.mailer.renderOnly(kind, values)
}
