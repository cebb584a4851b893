import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalStack, type LocalStack } from '../../supabase/local/stack'
import { inboxAt } from '../support/inbox'
import { anonClient, OWN_STACK_PORTS, uniqueEmail } from './support/stack'

/**
 * The limits of a stack of this file's own: the confirmation mail's minimum interval
 * ([auth.email] max_frequency) is shortened to a second, so waiting it out stays quick.
 */
const MAX_FREQUENCY_SECONDS = 1
const PASSWORD = 'Brønnbåt-2026!'
const OTHER_PASSWORD = 'Annet-passord-9!'

let stack: LocalStack
let inbox: ReturnType<typeof inboxAt>

beforeAll(async () => {
  stack = await startLocalStack({
    port: OWN_STACK_PORTS.authLimits,
    dataDir: null,
    quiet: true,
    emailMaxFrequencySeconds: MAX_FREQUENCY_SECONDS,
  })
  inbox = inboxAt(stack.inboxUrl)
}, 120_000)
afterAll(() => stack?.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function fragmentOf(response: Response): URLSearchParams {
  return new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1))
}

describe('a repeated sign-up of an unconfirmed address once max_frequency has passed', () => {
  it('mails a fresh link that replaces the first, and keeps the first sign-up’s password and data', async () => {
    const email = uniqueEmail('gjentatt-senere')
    const first = await anonClient(stack.url).auth.signUp({ email, password: PASSWORD, options: { data: { navn: 'Kari' } } })
    expect(first.error).toBeNull()
    const firstLink = await inbox.confirmationLink(email)

    await sleep(MAX_FREQUENCY_SECONDS * 1000 + 200)
    const again = await anonClient(stack.url).auth.signUp({ email, password: OTHER_PASSWORD, options: { data: { navn: 'Mallory' } } })
    expect(again.error).toBeNull()
    expect(again.data.user?.id).toBe(first.data.user?.id)
    expect(again.data.user?.user_metadata.navn).toBe('Kari')
    expect(await inbox.mailsTo(email)).toHaveLength(2)
    const secondLink = await inbox.confirmationLink(email)
    expect(secondLink).not.toBe(firstLink)

    expect(fragmentOf(await fetch(firstLink, { redirect: 'manual' })).get('error_code')).toBe('otp_expired')
    expect(fragmentOf(await fetch(secondLink, { redirect: 'manual' })).get('access_token')).toBeTruthy()
    const signIn = await anonClient(stack.url).auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.user_metadata.navn).toBe('Kari')
    expect((await anonClient(stack.url).auth.signInWithPassword({ email, password: OTHER_PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    )
  })
})
