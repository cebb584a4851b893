import { createAnonClient, createServiceClient } from '../../stackClients/supabaseClients'
import { groupBy, loopbackAddress, shuffled, type Check, type LoadContext, type ScenarioResult } from './scenario'

/** The sign-ups one client may make in 24 hours (the migration's default); the run sends fewer from each. */
const SIGNUPS_PER_CLIENT = 10
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
 * every other copy answered 409 with the unique violation; which copy wins does not matter. They come
 * from as many client addresses as visitors would, none sending more than its daily limit allows; then
 * one more client sends past that limit, all at once, and gets exactly the limit accepted.
 */
export async function newsletterLoad({ url, meter, runId }: LoadContext, count: number): Promise<ScenarioResult> {
  const unique = count - Math.floor(count / 4)
  const addresses = Array.from({ length: unique }, (_, n) => `abonnent.${n}.${runId}@last.test`)
  const copies = Array.from({ length: count - unique }, (_, n) => caseVariant(addresses[n % unique]!, n))
  const clientCount = Math.ceil(count / SIGNUPS_PER_CLIENT)
  const clients = Array.from({ length: clientCount }, (_, n) => createAnonClient(url, meter.fetchAt(loopbackAddress(1, n))))

  const answers = await Promise.all(
    shuffled([...addresses, ...copies]).map(async (email, n) => {
      const { status, error } = await clients[n % clientCount]!.from('newsletter_subscriptions').insert({ email })
      return { email, status, code: error?.code ?? null }
    }),
  )
  const overLimit = await pastTheLimit({ url, meter, runId }, loopbackAddress(1, clientCount))

  const { data: rows, error } = await createServiceClient(url)
    .from('newsletter_subscriptions')
    .select('email')
    .ilike('email', `abonnent.%.${runId}@last.test`)
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
        detail: `${rows.length} rows for ${unique} addresses from ${clientCount} clients; lost ${lost.length}, stored twice ${storedTwice.length}`,
      },
      overLimit,
    ],
    lostRows: lost.length,
    duplicates,
  }
}

/** One client sending half as many again as its daily limit at once: exactly the limit accepted, the rest 429 (PT429). */
async function pastTheLimit({ url, meter, runId }: Pick<LoadContext, 'url' | 'meter' | 'runId'>, client: string): Promise<Check> {
  const sent = SIGNUPS_PER_CLIENT + SIGNUPS_PER_CLIENT / 2
  const supabase = createAnonClient(url, meter.fetchAt(client))
  const answers = await Promise.all(
    Array.from({ length: sent }, async (_, n) => {
      const { status, error } = await supabase.from('newsletter_subscriptions').insert({ email: `ivrig.${n}.${runId}@last.test` })
      return { status, code: error?.code ?? null }
    }),
  )
  const accepted = answers.filter((answer) => answer.status === 201).length
  const refused = answers.filter((answer) => answer.status === 429 && answer.code === 'PT429').length
  return {
    name: `newsletter: ${SIGNUPS_PER_CLIENT} sign-ups per client a day, every one past that 429 PT429`,
    passed: accepted === SIGNUPS_PER_CLIENT && refused === sent - SIGNUPS_PER_CLIENT,
    detail: `${sent} new addresses at once from ${client}: ${accepted} accepted, ${refused} refused`,
  }
}
