import { describe, expect, it } from 'vitest'
import { confirmAddress, earlierMailsArrived, mailsOnceThere, mailsTo } from './support/inbox'
import { anonClient, postAuth, uniqueEmail } from './support/stack'

const PASSWORD = 'Brønnbåt-2026!'
const NO_ERROR = { data: { user: null, session: null }, error: null }

const resend = (body: unknown) => postAuth('/resend', body)

describe('POST /auth/v1/resend (supabase-js auth.resend)', () => {
  it('answers 200 {} and mails nothing for an address without an account or one already confirmed, as GoTrue does', async () => {
    const confirmed = uniqueEmail('bekreftet')
    await anonClient().auth.signUp({ email: confirmed, password: PASSWORD })
    await confirmAddress(confirmed)
    const unknown = uniqueEmail('ukjent')
    for (const email of [unknown, confirmed]) {
      expect(await resend({ type: 'signup', email })).toEqual({ status: 200, body: {} })
      expect(await anonClient().auth.resend({ type: 'signup', email })).toEqual(NO_ERROR)
    }
    await earlierMailsArrived()
    expect(await mailsTo(unknown)).toHaveLength(0)
    expect(await mailsTo(confirmed)).toHaveLength(1)
  })

  it('answers an unconfirmed address within max_frequency of its last mail with 429 and the seconds left', async () => {
    const email = uniqueEmail('for-tidlig')
    await anonClient().auth.signUp({ email, password: PASSWORD })
    const { error } = await anonClient().auth.resend({ type: 'signup', email })
    expect([error?.status, error?.code]).toEqual([429, 'over_email_send_rate_limit'])
    expect(error?.message).toMatch(/^For security purposes, you can only request this after (5\d|60) seconds\.$/)
    await mailsOnceThere(email)
    await earlierMailsArrived()
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('answers an e-mail change with nothing to send again with 200 {}', async () => {
    expect(await resend({ type: 'email_change', email: uniqueEmail('endring') })).toEqual({ status: 200, body: {} })
  })

  it('refuses what GoTrue refuses', async () => {
    expect(await resend({ type: 'recovery', email: 'kari@oppdrett.test' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Missing one of these types: signup, email_change, sms, phone_change' },
    })
    expect(await resend({ type: 'signup' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Type provided requires an email address' },
    })
    expect(await resend({ type: 'email_change' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Missing email address or phone number' },
    })
    expect(await resend({ type: 'signup', email: 'ikke-en-epost' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
    })
  })
})
