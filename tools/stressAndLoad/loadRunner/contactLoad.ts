import { CONTACT_RATE_LIMIT } from '../../../supabase/functions/send-contact-notification/limits'
import { createAnonClient, createServiceClient } from '../../stackClients/supabaseClients'
import { groupBy, loopbackAddress, shuffled, type LoadContext, type ScenarioResult } from './scenario'
import { contactMessage } from '../../fixtures/contactMessages'

/** Each client address sends twice what the limit lets through. */
const MESSAGES_PER_ADDRESS = 2 * CONTACT_RATE_LIMIT.messages
const CONTACT_FUNCTION = 'send-contact-notification'

/**
 * `count` contact messages at once from `count / 10` client addresses, ten each, through the
 * official client's `functions.invoke` as the contact form sends them. The function lets five per
 * address through in ten minutes: each address must hear exactly five 200s and five 429s, and
 * every accepted message must be stored exactly once, and no refused one at all.
 */
export async function contactLoad({ url, meter, runId }: LoadContext, count: number): Promise<ScenarioResult> {
  const addressCount = Math.max(1, Math.round(count / MESSAGES_PER_ADDRESS))
  const subject = `Lasttest ${runId}`
  const sends = shuffled(
    Array.from({ length: addressCount * MESSAGES_PER_ADDRESS }, (_, n) => ({
      address: loopbackAddress(2, n % addressCount),
      name: `Kari ${n}`,
    })),
  )
  const clients = new Map(
    Array.from({ length: addressCount }, (_, n) => [loopbackAddress(2, n), createAnonClient(url, meter.fetchAt(loopbackAddress(2, n)))]),
  )

  const answers = await Promise.all(
    sends.map(async ({ address, name }) => {
      const body = contactMessage({ name, email: 'kari@oppdrett.test', subject })
      const { data, response } = await clients.get(address)!.functions.invoke<{ id?: string }>(CONTACT_FUNCTION, { body })
      return { address, name, status: response?.status ?? 0, id: data?.id ?? null }
    }),
  )

  const { data: rows, error } = await createServiceClient(url).from('contact_messages').select('id, name').eq('subject', subject)
  if (error) throw new Error(`Reading the stored messages failed: ${error.message}`)
  const storedIds = new Set(rows.map((row) => row.id as string))
  const accepted = answers.filter((answer) => answer.status === 200)
  const lost = accepted.filter((answer) => !answer.id || !storedIds.has(answer.id))
  const acceptedIds = new Set(accepted.map((answer) => answer.id))
  const storedTwice = [...groupBy(rows, (row) => row.name as string)].filter(([, group]) => group.length > 1)
  const storedUnasked = rows.filter((row) => !acceptedIds.has(row.id as string))
  const duplicates = storedTwice.reduce((sum, [, group]) => sum + group.length - 1, 0)

  const perAddress = [...groupBy(answers, (answer) => answer.address)].map(([address, group]) => ({
    address,
    accepted: group.filter((answer) => answer.status === 200).length,
    refused: group.filter((answer) => answer.status === 429).length,
  }))
  const offLimit = perAddress.filter(
    ({ accepted: ok, refused }) => ok !== CONTACT_RATE_LIMIT.messages || refused !== MESSAGES_PER_ADDRESS - CONTACT_RATE_LIMIT.messages,
  )

  return {
    checks: [
      {
        name: `contact: exactly ${CONTACT_RATE_LIMIT.messages} accepted (200) and ${MESSAGES_PER_ADDRESS - CONTACT_RATE_LIMIT.messages} refused (429) per address`,
        passed: offLimit.length === 0,
        detail: `${addressCount} addresses × ${MESSAGES_PER_ADDRESS}; ${offLimit.map((a) => `${a.address}: ${a.accepted}/${a.refused}`).join(' ') || 'all exact'}`,
      },
      {
        name: 'contact: every accepted message stored exactly once, no refused one',
        passed: lost.length === 0 && duplicates === 0 && storedUnasked.length === 0,
        detail: `${accepted.length} accepted, ${rows.length} stored; lost ${lost.length}, stored twice ${storedTwice.length}, refused but stored ${storedUnasked.length}`,
      },
    ],
    lostRows: lost.length,
    duplicates: duplicates + storedUnasked.length,
  }
}
