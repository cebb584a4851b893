import { inboxAt, type Inbox, type InboxMail } from '../../stackClients/inbox'
import { createAnonClient } from '../../stackClients/supabaseClients'
import { groupBy, loopbackAddress, shuffled, type LoadContext, type ScenarioResult } from './scenario'

const PASSWORD = 'Brønnbåt-2026!'
/** Requests of one kind per client address; config.toml's per-address buckets hold 30. */
const PER_CLIENT_ADDRESS = 10
/** How long the mails of the accepted sign-ups may take to show in the inbox. */
const MAIL_WAIT_MS = 10_000

/** The inbox's mails to each address, once every address has one or the wait is up. */
async function confirmationMails(inbox: Inbox, addresses: readonly string[]): Promise<Map<string, InboxMail[]>> {
  const deadline = Date.now() + MAIL_WAIT_MS
  for (;;) {
    const byAddress = groupBy(await inbox.mails(), (mail) => mail.to[0]?.address.toLowerCase() ?? '')
    if (addresses.every((address) => byAddress.has(address)) || Date.now() > deadline) return byAddress
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * `count` sign-ups at once through the official client, one in five a repeat of another's address
 * (the same, or capitalised); then each address's confirmation (the token hash of its mail verified), all at once; then `count`
 * sign-ins at once, one per sign-up. Each address must be signed up once (200) and every repeat
 * refused as too soon for another mail (429), get one mail, and sign in to one account every time.
 */
export async function authLoad({ url, inboxUrl, meter, runId }: LoadContext, count: number): Promise<ScenarioResult> {
  const unique = count - Math.floor(count / 5)
  const addresses = Array.from({ length: unique }, (_, n) => `konto.${n}.${runId}@last.test`)
  const repeats = Array.from({ length: count - unique }, (_, n) => {
    const address = addresses[n % unique]!
    return n % 2 === 0 ? address : address[0]!.toUpperCase() + address.slice(1)
  })
  const clientCount = Math.ceil(count / PER_CLIENT_ADDRESS)
  const clientAddress = (n: number) => loopbackAddress(3, n % clientCount)
  const clientAt = new Map(
    Array.from({ length: clientCount }, (_, n) => [clientAddress(n), createAnonClient(url, meter.fetchAt(clientAddress(n)))]),
  )
  const attempts = shuffled([...addresses, ...repeats]).map((email, n) => ({ email, key: email.toLowerCase(), client: clientAddress(n) }))

  const signUps = await Promise.all(
    attempts.map(async ({ email, key, client }) => {
      const { data, error } = await clientAt.get(client)!.auth.signUp({ email, password: PASSWORD })
      return { key, status: error ? (error.status ?? 0) : 200, code: error?.code ?? null, id: data.user?.id ?? null }
    }),
  )
  const signUpsByAddress = groupBy(signUps, (answer) => answer.key)
  const wronglySignedUp = addresses.filter((address) => {
    const group = signUpsByAddress.get(address)!
    const refused = group.filter((answer) => answer.status === 429 && answer.code === 'over_email_send_rate_limit').length
    return group.filter((answer) => answer.status === 200).length !== 1 || refused !== group.length - 1
  })

  const inbox = inboxAt(inboxUrl)
  const mailsByAddress = await confirmationMails(inbox, addresses)
  const confirmations = await Promise.all(
    addresses.map(async (address, n) => {
      const mails = mailsByAddress.get(address) ?? []
      if (mails.length !== 1) return { address, mails: mails.length, confirmed: false }
      // As the site's confirmation page does: the token hash of the mail's link, verified once.
      const tokenHash = new URL(await inbox.linkIn(mails[0]!, /[?&]token_hash=/)).searchParams.get('token_hash')!
      const { data, error } = await clientAt.get(clientAddress(n))!.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
      return { address, mails: 1, confirmed: !error && Boolean(data.session?.access_token) }
    }),
  )
  const unconfirmed = confirmations.filter((confirmation) => !confirmation.confirmed)

  const signIns = await Promise.all(
    attempts.map(async ({ email, key, client }) => {
      const { data, error } = await clientAt.get(client)!.auth.signInWithPassword({ email, password: PASSWORD })
      return { key, id: data.user?.id ?? null, code: error?.code ?? null }
    }),
  )
  const accountsOf = new Map(
    [...groupBy(signIns, (answer) => answer.key)].map(([key, group]) => [key, new Set(group.map((answer) => answer.id))]),
  )
  const failedSignIns = signIns.filter((answer) => !answer.id)
  const signedUpIds = new Map(signUps.filter((answer) => answer.status === 200).map((answer) => [answer.key, answer.id]))
  const lost = addresses.filter((address) => signedUpIds.has(address) && !accountsOf.get(address)!.has(signedUpIds.get(address)!))
  const twice = [...accountsOf].filter(([, ids]) => [...ids].filter(Boolean).length > 1)
  const distinctAccounts = new Set(signIns.map((answer) => answer.id).filter(Boolean)).size

  return {
    checks: [
      {
        name: 'auth: each address signed up once (200), every repeat at once 429 over_email_send_rate_limit',
        passed: wronglySignedUp.length === 0,
        detail: `${unique} addresses, ${count - unique} repeats from ${clientCount} client addresses; wrong answers for ${wronglySignedUp.length}`,
      },
      {
        name: 'auth: one confirmation mail per address, and its token hash confirms (a session)',
        passed: unconfirmed.length === 0,
        detail: `${unique - unconfirmed.length} of ${unique} confirmed; ${unconfirmed
          .map((c) => `${c.address}: ${c.mails} mails`)
          .slice(0, 3)
          .join(' ')}`.trim(),
      },
      {
        name: 'auth: every sign-in succeeds, to one account per address, the one signed up',
        passed: failedSignIns.length === 0 && lost.length === 0 && twice.length === 0 && distinctAccounts === unique,
        detail: `${signIns.length - failedSignIns.length} of ${signIns.length} signed in to ${distinctAccounts} accounts for ${unique} addresses; failed ${[...new Set(failedSignIns.map((f) => f.code))].join(' ') || 'none'}`,
      },
    ],
    lostRows: lost.length,
    duplicates: twice.length + Math.max(0, distinctAccounts - unique),
  }
}
