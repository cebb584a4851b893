import { describe, expect, it } from 'vitest'
import { confirmAddress, linkOf, mailsOnceThere, mailsTo, nthLink } from './support/inbox'
import { anonClient, API_URL, onSupabaseAuth, uniqueEmail } from './support/stack'
import { confirmedUser, PASSWORD } from './support/users'

const OTHER_PASSWORD = 'Annet-passord-9!'

describe('sign-up with e-mail confirmation', () => {
  it('refuses sign-in until the link in the mail is followed, then signs in', async () => {
    const email = uniqueEmail('ny')
    const client = anonClient()
    const signUp = await client.auth.signUp({ email, password: PASSWORD })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(signUp.data.user?.email).toBe(email)

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(early.error?.message).toBe('Email not confirmed')
    expect(early.error?.code).toBe('email_not_confirmed')

    const [mail] = await mailsOnceThere(email)
    expect(mail?.subject).toBe('Bekreft e-postadressen din')
    const link = await linkOf(mail!)
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://127.0.0.1:5173/bekreft-e-post')
    expect(link.type).toBe('signup')
    const verified = await client.auth.verifyOtp({ token_hash: link.tokenHash, type: 'signup' })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy()

    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy()
  })

  it('sends the visitor back only to an allowed address after confirming', async () => {
    const email = uniqueEmail('omdirigert')
    await anonClient().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://angriper.example/fange' } })
    const { tokenHash } = await nthLink(email)
    const verify = await fetch(`${API_URL}/auth/v1/verify?token=${tokenHash}&type=signup&redirect_to=https://angriper.example/fange`, {
      redirect: 'manual',
    })
    expect(new URL(verify.headers.get('location')!).origin).toBe('http://127.0.0.1:5173')
  })

  it('answers an already registered address as GoTrue does with confirmations on: a user with no identities', async () => {
    const { email } = await confirmedUser('bekreftet')
    const again = await anonClient().auth.signUp({ email, password: PASSWORD })
    expect(again.error).toBeNull()
    expect(again.data.user?.identities).toEqual([])
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('answers a repeated sign-up of an unconfirmed address within max_frequency with 429, keeping the first password, data and link', async () => {
    const email = uniqueEmail('gjentatt')
    const first = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { navn: 'Kari' } } })
    expect(first.error).toBeNull()

    const again = await anonClient().auth.signUp({ email, password: OTHER_PASSWORD, options: { data: { navn: 'Mallory' } } })
    expect(again.data.user).toBeNull()
    expect(again.error?.status).toBe(429)
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    const [, seconds] = /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(again.error?.message ?? '') ?? []
    expect(Number(seconds)).toBeGreaterThan(50)
    expect(Number(seconds)).toBeLessThan(60)
    expect(await mailsOnceThere(email)).toHaveLength(1)

    const verified = await anonClient().auth.verifyOtp({ token_hash: (await nthLink(email)).tokenHash, type: 'signup' })
    expect(verified.data.session?.access_token).toBeTruthy()
    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.user_metadata.navn).toBe('Kari')
    const other = await anonClient().auth.signInWithPassword({ email, password: OTHER_PASSWORD })
    expect(other.error?.code).toBe('invalid_credentials')
  })

  it('answers sign-ups of one new address at the same time with one account; the others get 429 here, 500 on Supabase Auth', async () => {
    const email = uniqueEmail('samtidig')
    const answers = await Promise.all(
      [PASSWORD, OTHER_PASSWORD, OTHER_PASSWORD].map((password) => anonClient().auth.signUp({ email, password })),
    )
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1)
    const refused = answers.flatMap(({ error }) => (error ? [[error.status, error.code]] : []))
    expect(refused).toEqual(
      onSupabaseAuth()
        ? [
            [500, undefined],
            [500, undefined],
          ]
        : [
            [429, 'over_email_send_rate_limit'],
            [429, 'over_email_send_rate_limit'],
          ],
    )
    expect(await mailsOnceThere(email)).toHaveLength(1)

    await confirmAddress(email)
    const signedUp = answers.findIndex((answer) => answer.error === null)
    const signIn = await anonClient().auth.signInWithPassword({ email, password: signedUp === 0 ? PASSWORD : OTHER_PASSWORD })
    expect(signIn.data.user?.id).toBe(answers[signedUp]!.data.user?.id)
  })

  it('refuses a password longer than bcrypt’s 72 bytes, counted in UTF-8 as GoTrue counts it', async () => {
    const email = uniqueEmail('langt')
    const password = `Aa1!${'ø'.repeat(35)}`
    expect([password.length, Buffer.byteLength(password)]).toEqual([39, 74])
    const { data, error } = await anonClient().auth.signUp({ email, password })
    expect(data.user).toBeNull()
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('validation_failed')
    expect(error?.message).toBe('Password cannot be longer than 72 characters')
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('counts the least length in bytes of UTF-8, as GoTrue does: seven characters with æ, ø and å are long enough', async () => {
    const email = uniqueEmail('bytes')
    const password = 'Æø1!åAb'
    expect([[...password].length, Buffer.byteLength(password)]).toEqual([7, 10])
    const { data, error } = await anonClient().auth.signUp({ email, password })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })

  it('refuses a weak password with the reasons', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('svak'), password: 'kortpass' })
    expect(error?.name).toBe('AuthWeakPasswordError')
    expect(error?.code).toBe('weak_password')
    expect(error?.status).toBe(422)
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['characters'])
  })
})
