import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { confirmAddress, nthLink } from './support/inbox'
import { anonClient, API_URL, postAuth, uniqueEmail } from './support/stack'

const PASSWORD = 'Brønnbåt-2026!'

async function signedUp(label: string) {
  const email = uniqueEmail(label)
  await anonClient().auth.signUp({ email, password: PASSWORD })
  return { email, ...(await nthLink(email)) }
}

const postVerify = (body: unknown) => postAuth('/verify', body)

function getVerify(query: string) {
  return fetch(`${API_URL}/auth/v1/verify?${query}`, { redirect: 'manual' })
}

function fragmentOf(response: Response): URLSearchParams {
  return new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1))
}

describe('POST /auth/v1/verify with a token hash (supabase-js verifyOtp)', () => {
  it('confirms the address and signs in once, with a session whose amr is otp', async () => {
    const { email, tokenHash } = await signedUp('bekreft')
    const client = anonClient()
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.session?.token_type).toBe('bearer')
    expect(decodeJwt(data.session!.access_token)).toMatchObject({ sub: data.user!.id, amr: [{ method: 'otp' }] })
    expect((await client.auth.getUser()).data.user?.id).toBe(data.user!.id)

    const again = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect([again.error?.status, again.error?.code, again.error?.message]).toEqual([
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    ])
  })

  it('takes the type email for a confirmation, as GoTrue does', async () => {
    const { tokenHash } = await signedUp('epost')
    expect((await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'email' })).data.user?.email_confirmed_at).toBeTruthy()
  })

  it('does not take a confirmation’s hash as a recovery’s', async () => {
    const { tokenHash } = await signedUp('feil-type')
    expect((await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error?.code).toBe('otp_expired')
    expect((await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull()
  })

  it('refuses a wrong code for an address with GoTrue’s message for codes', async () => {
    const { email } = await signedUp('kode')
    const { error } = await anonClient().auth.verifyOtp({ email, token: '000000', type: 'signup' })
    expect([error?.status, error?.code, error?.message]).toEqual([403, 'otp_expired', 'Token has expired or is invalid'])
  })

  it('answers malformed verifications with GoTrue’s 400s', async () => {
    expect(await postVerify({ token_hash: 'abc' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Verify requires a verification type' },
    })
    expect(await postVerify({ type: 'signup' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Verify requires either a token or a token hash' },
    })
    expect(await postVerify({ type: 'signup', token_hash: 'abc', token: '123456' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Verify requires either a token or a token hash' },
    })
    expect(await postVerify({ type: 'bogus', token_hash: 'abc' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Invalid email verification type' },
    })
    expect(await postVerify({ type: 'signup', token_hash: 'abc', email: 'kari@oppdrett.test' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Only the token_hash and type should be provided' },
    })
    expect(await postVerify({ type: 'signup', token: '123456' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Only an email address or phone number should be provided on verify' },
    })
    expect(await postVerify({ type: 'signup', token: '123456', email: 'ikke-en-epost' })).toEqual({
      status: 422,
      body: { code: 'validation_failed', message: 'Invalid email format' },
    })
    expect(await postVerify({ type: 'signup', token_hash: 5 })).toMatchObject({ status: 400, body: { code: 'bad_json' } })
  })
})

describe('GET /auth/v1/verify (the link GoTrue’s own templates send)', () => {
  it('signs in with a 303 to the redirect, and is spent by the first GET, as a mail scanner’s would be', async () => {
    const { tokenHash } = await signedUp('skanner')
    const scanned = await getVerify(`token=${tokenHash}&type=signup&redirect_to=http://127.0.0.1:5173/bekreft-e-post`)
    expect(scanned.status).toBe(303)
    expect(scanned.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/bekreft-e-post#access_token=/)
    expect(fragmentOf(scanned).get('type')).toBe('signup')

    const person = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(person.error?.code).toBe('otp_expired')
    const again = await getVerify(`token=${tokenHash}&type=signup`)
    expect(Object.fromEntries(fragmentOf(again))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    })
  })

  it('signs in a recovery with type=recovery in the fragment', async () => {
    const email = uniqueEmail('gjenoppretting')
    await anonClient().auth.signUp({ email, password: PASSWORD })
    await confirmAddress(email)
    await anonClient().auth.resetPasswordForEmail(email)
    const { tokenHash } = await nthLink(email, 2)
    const fragment = fragmentOf(await getVerify(`token=${tokenHash}&type=recovery`))
    expect(fragment.get('type')).toBe('recovery')
    expect(decodeJwt(fragment.get('access_token')!).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }])
  })

  it('redirects an unknown type with GoTrue’s invalid_request in the fragment', async () => {
    expect(Object.fromEntries(fragmentOf(await getVerify('token=abc&type=bogus')))).toEqual({
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Invalid email verification type',
      sb: '',
    })
  })
})
