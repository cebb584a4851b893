import { createAnonClient, createServiceClient } from '../../stackClients/supabaseClients'
import { groupBy, loopbackAddress, shuffled, type LoadContext, type ScenarioResult } from './scenario'

const CLIENT_ADDRESSES = 10
/** The unique violation PostgREST answers a second copy of an address with (409). */
const UNIQUE_VIOLATION = '23505'

/** The same address as another visitor might type it: unchanged, capitalised, or in capitals. */
function caseVariant(email: string, n: number): string {
  if (n % 3 === 0) return email
  if (n % 3 === 1) return email.replace(/(^|[.@])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
  return email.toUpperCase()
}

/**
 * `count` newsletter sign-ups at once, through the official client as the footer's form sends them:
 * three in four unique, one in four a copy of one of them in another letter case or the same. Then
 * every unique address must have been accepted once (201) and stored once, whatever its case, and
 * every other copy answered 409 with the unique violation; which copy wins does not matter.
 */
export async function newsletterLoad({ url, meter, runId }: LoadContext, count: number): Promise<ScenarioResult> {
  const unique = count - Math.floor(count / 4)
  const addresses = Array.from({ length: unique }, (_, n) => `abonnent.${n}.${runId}@last.test`)
  const copies = Array.from({ length: count - unique }, (_, n) => caseVariant(addresses[n % unique]!, n))
  const clients = Array.from({ length: CLIENT_ADDRESSES }, (_, n) => createAnonClient(url, meter.fetchAt(loopbackAddress(1, n))))

  const answers = await Promise.all(
    shuffled([...addresses, ...copies]).map(async (email, n) => {
      const { status, error } = await clients[n % CLIENT_ADDRESSES]!.from('newsletter_subscriptions').insert({ email })
      return { email, status, code: error?.code ?? null }
    }),
  )

  const { data: rows, error } = await createServiceClient(url)
    .from('newsletter_subscriptions')
    .select('email')
    .ilike('email', `%.${runId}@last.test`)
  if (error) throw new Error(`Reading the stored subscriptions failed: ${error.message}`)
  const answered = groupBy(answers, (answer) => answer.email.toLowerCase())
  const stored = groupBy(rows, (row) => row.email.toLowerCase())

  const wronglyAnswered = addresses.filter((address) => {
    const group = answered.get(address)!
    const accepted = group.filter((answer) => answer.status === 201).length
    const refused = group.filter((answer) => answer.status === 409 && answer.code === UNIQUE_VIOLATION).length
    return accepted !== 1 || refused !== group.length - 1
  })
  const lost = addresses.filter((address) => answered.get(address)!.some((a) => a.status === 201) && !stored.has(address))
  const storedTwice = [...stored].filter(([, group]) => group.length > 1)
  const duplicates = storedTwice.reduce((sum, [, group]) => sum + group.length - 1, 0)
  const notAsked = [...stored.keys()].filter((address) => !answered.has(address))

  return {
    checks: [
      {
        name: 'newsletter: each address accepted once (201), every other copy 409 23505',
        passed: wronglyAnswered.length === 0,
        detail:
          `${unique} addresses, ${count - unique} copies; wrong answers for ${wronglyAnswered.length} ${wronglyAnswered.slice(0, 3).join(' ')}`.trim(),
      },
      {
        name: 'newsletter: every address stored exactly once, whatever its case',
        passed: lost.length === 0 && duplicates === 0 && notAsked.length === 0 && stored.size === unique,
        detail: `${rows.length} rows for ${unique} addresses; lost ${lost.length}, stored twice ${storedTwice.length}`,
      },
    ],
    lostRows: lost.length,
    duplicates,
  }
}
