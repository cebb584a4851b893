import type { AuthContext } from './authContext'
import { redirectOf, authError, jsonObjectOf, ok, pkceRefused, textFields, tooManyRequests, validatedEmail } from './authHttp'
import { mailToken, refusedMail } from './authLinks'
import { findUserByEmail } from './authModel'
import type { ApiRequest, ApiResponse } from './http'

/**
 * `POST /recover` and `POST /resend`: mail a link again, as GoTrue does. Both answer 200 `{}` whether
 * the address has an account or not, and do the same work either way; only GoTrue's own 429s for a
 * known address (another mail too soon, the hour's mails used up) tell the two apart.
 */
export function createMailAgainRoutes(ctx: AuthContext) {
  async function recover(request: ApiRequest): Promise<ApiResponse> {
    if (!ctx.limits.recover(request.clientIp)) return tooManyRequests()
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const fields = textFields(parsed.body, ['email'])
    if (!fields.ok) return fields.response
    if (fields.fields.email === '') return authError(400, 'validation_failed', 'Password recovery requires an email')
    const valid = validatedEmail(fields.fields.email)
    if (!valid.ok) return valid.response
    const pkce = pkceRefused(parsed.body)
    if (pkce) return pkce.response

    const user = await findUserByEmail(ctx.db, valid.email)
    if (user) {
      const refused = refusedMail(ctx, user.recovery_sent_at)
      if (refused) return refused
    }
    await mailToken(ctx, 'recovery', user?.id ?? null, valid.email, redirectOf(ctx.settings, request))
    return ok({})
  }

  async function resend(request: ApiRequest): Promise<ApiResponse> {
    if (!ctx.limits.resend(request.clientIp)) return tooManyRequests()
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const fields = textFields(parsed.body, ['type', 'email', 'phone'])
    if (!fields.ok) return fields.response
    const { type, email, phone } = fields.fields
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type))
      return authError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change')
    if (email === '' && type === 'signup') return authError(400, 'validation_failed', 'Type provided requires an email address')
    if (phone === '' && type === 'sms') return authError(400, 'validation_failed', 'Type provided requires a phone number')
    if (email !== '' && phone !== '')
      return authError(400, 'validation_failed', 'Only an email address or phone number should be provided.')
    if (phone !== '') return authError(400, 'phone_provider_disabled', 'Phone logins are disabled')
    if (email === '') return authError(400, 'validation_failed', 'Missing email address or phone number')
    const valid = validatedEmail(email)
    if (!valid.ok) return valid.response
    const pkce = pkceRefused(parsed.body)
    if (pkce) return pkce.response

    // A confirmed address gets no mail, and the stack keeps no e-mail or phone change to send again.
    const user = await findUserByEmail(ctx.db, valid.email)
    const mailed = type === 'signup' && user && !user.email_confirmed_at ? user : null
    if (mailed) {
      const refused = refusedMail(ctx, mailed.confirmation_sent_at)
      if (refused) return refused
    }
    await mailToken(ctx, 'confirmation', mailed?.id ?? null, valid.email, redirectOf(ctx.settings, request))
    return ok({})
  }

  return { recover, resend }
}
