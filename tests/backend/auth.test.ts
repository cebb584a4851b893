import type { AuthChangeEvent } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { ANON_KEY, JWT_SECRET } from '../../supabase/local/keys'
import { confirmAddress, linkOf, mailsOnceThere, mailsTo, nthLink } from './support/inbox'
import { anonClient, API_URL, onSupabaseAuth, uniqueEmail } from './support/stack'
import { confirmedUser, PASSWORD, signedIn } from './support/users'

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

describe('password sign-in', () => {
  it('gives Invalid login credentials for a wrong password and for an unknown address', async () => {
    const { email } = await confirmedUser('bekreftet')
    for (const attempt of [
      { email, password: 'Feil-passord-1!' },
      { email: uniqueEmail('ukjent'), password: PASSWORD },
    ]) {
      const { error } = await anonClient().auth.signInWithPassword(attempt)
      expect(error?.message).toBe('Invalid login credentials')
      expect(error?.code).toBe('invalid_credentials')
    }
  })

  it('signs in with a longer password that shares the first 72 bytes of the right one, as bcrypt reads no more', async () => {
    const email = uniqueEmail('72-byte')
    const password = `${PASSWORD}${'x'.repeat(56)}`
    expect(Buffer.byteLength(password)).toBe(72)
    await anonClient().auth.signUp({ email, password })
    await confirmAddress(email)
    const longer = await anonClient().auth.signInWithPassword({ email, password: `${password}-noe-annet` })
    expect(longer.error).toBeNull()
    const other = await anonClient().auth.signInWithPassword({ email, password: `${password.slice(0, -1)}y-noe-annet` })
    expect(other.error?.code).toBe('invalid_credentials')
  })
})

describe('CORS', () => {
  it('lets the site read every answer of /auth/v1: one Access-Control-Allow-Origin, whoever answers', async () => {
    const headers = { Origin: 'http://127.0.0.1:4173', 'Content-Type': 'application/json', apikey: ANON_KEY }
    for (const [path, init] of [
      ['/auth/v1/settings', { method: 'GET' }],
      ['/auth/v1/signup', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('cors'), password: PASSWORD }) }],
      ['/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('cors'), password: PASSWORD }) }],
    ] as const) {
      const response = await fetch(`${API_URL}${path}`, { ...init, headers })
      expect([path, response.headers.get('access-control-allow-origin')]).toEqual([path, '*'])
    }
  })
})

describe('getUser', () => {
  it('returns the user for a valid token', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const { data, error } = await client.auth.getUser(session.access_token)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })

  it('refuses a forged token', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const [header, payload] = session.access_token.split('.')
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    const { error } = await client.auth.getUser(forged)
    expect(error?.status).toBe(403)
    expect(error?.code).toBe('bad_jwt')
  })

  it('refuses an expired token', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString())
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(JWT_SECRET))
    const { error } = await client.auth.getUser(expired)
    expect(error?.status).toBe(403)
    expect(error?.code).toBe('bad_jwt')
  })
})

describe('sign-out scopes', () => {
  it('local ends only this session', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const other = await signedIn(email)
    await client.auth.signOut({ scope: 'local' })
    expect((await anonClient().auth.getUser(session.access_token)).error?.name).toBe('AuthSessionMissingError')
    expect((await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe('refresh_token_not_found')
    expect((await anonClient().auth.getUser(other.session.access_token)).data.user?.email).toBe(email)
  })

  it('others ends every session but this one', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const other = await signedIn(email)
    await client.auth.signOut({ scope: 'others' })
    expect((await anonClient().auth.getUser(session.access_token)).data.user?.email).toBe(email)
    expect((await anonClient().auth.getUser(other.session.access_token)).error?.name).toBe('AuthSessionMissingError')
  })

  it('global ends every session of the user', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const other = await signedIn(email)
    await client.auth.signOut({ scope: 'global' })
    for (const token of [session.access_token, other.session.access_token]) {
      expect((await anonClient().auth.getUser(token)).error?.name).toBe('AuthSessionMissingError')
    }
  })
})

describe('refresh tokens', () => {
  it('rotate on every refresh', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(data.session?.access_token).toBeTruthy()
  })

  it('give the current token again when its parent is retried, as after a lost response', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const rotated = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data.session!
    const retried = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(retried.data.session?.refresh_token).toBe(rotated.refresh_token)
  })

  it('all stop working when an older token is replayed, the owner’s too; its access token lives on until it expires', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const second = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data.session!
    const third = (await client.auth.refreshSession({ refresh_token: second.refresh_token })).data.session!
    const replay = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(replay.error?.code).toBe('refresh_token_already_used')
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used')
    const owner = await anonClient().auth.refreshSession({ refresh_token: third.refresh_token })
    expect(owner.error?.code).toBe('refresh_token_already_used')
    expect((await anonClient().auth.getUser(third.access_token)).data.user?.id).toBe(third.user.id)
  })
})

describe('auth state events', () => {
  it('come in the order the site relies on', async () => {
    const email = uniqueEmail('hendelser')
    const setup = anonClient()
    await setup.auth.signUp({ email, password: PASSWORD })
    await confirmAddress(email)

    const client = anonClient()
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    await client.auth.refreshSession()
    await client.auth.signOut()
    await expect.poll(() => events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT'])
  })
})
