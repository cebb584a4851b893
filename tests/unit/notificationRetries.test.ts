import { describe, expect, it, vi } from 'vitest'
import type { ContactMessage } from '../../supabase/functions/_shared/contract/contactRules'
import {
  deliverDueNotifications,
  type ClaimedNotification,
  type NotificationSteps,
} from '../../supabase/functions/send-contact-notification/delivery'
import { MAIL_DEADLINE_MS } from '../../supabase/functions/_shared/smtp'
import { RETRY_BATCH_SIZE } from '../../supabase/functions/_shared/mailDelivery'
import { createServiceRunHandler } from '../../supabase/functions/_shared/serviceRun'
import { CLAIM_LEASE_SECONDS, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '../../supabase/functions/_shared/mailRetries'
import { contactMessage } from '../support/contactForm'

const message: ContactMessage = contactMessage({
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.no',
  subject: 'Brønnbåt',
  message: 'Vi trenger en brønnbåt.',
})
const SERVICE_KEY = 'service-role-key'

describe('the back-off between notification attempts', () => {
  it('waits 1, 2, 4, 8 … minutes after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 960])
  })

  it('never waits more than 6 hours, however many attempts failed', () => {
    expect(retryDelaySeconds(100)).toBe(6 * 60 * 60)
    for (let attempt = 1; attempt < 40; attempt += 1)
      expect(retryDelaySeconds(attempt + 1)).toBeGreaterThanOrEqual(retryDelaySeconds(attempt))
  })

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts, spread over about 8.5 hours`, () => {
    const waited = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, n) => retryDelaySeconds(n + 1)).reduce((a, b) => a + b)
    expect(waited / 3600).toBeCloseTo(8.5, 0)
  })

  it('holds a claimed message longer than a notification may take, so no one else takes it meanwhile', () => {
    expect(CLAIM_LEASE_SECONDS * 1000).toBeGreaterThan(MAIL_DEADLINE_MS)
  })
})

/** Steps over `count` claimable messages whose sending fails for the ids in `failing`; records what was finished. */
function steps(count: number, failing: ReadonlySet<string> = new Set(), stillHeld = true) {
  const finished: { id: string; failure: string | null }[] = []
  const claims: number[] = []
  const due: ClaimedNotification[] = Array.from({ length: count }, (_, n) => ({ ...message, id: `m${n}`, claim: `c${n}`, attempt: 2 }))
  const fake: NotificationSteps = {
    claim: async (limit) => {
      claims.push(limit)
      return due.splice(0, limit)
    },
    notify: async (_message, id) => {
      if (failing.has(id)) throw new Error('connect ECONNREFUSED')
    },
    finish: async (claimed, failure) => {
      finished.push({ id: claimed.id, failure })
      return stillHeld
    },
  }
  return { fake, finished, claims }
}

describe('a retry run', () => {
  it(`claims at most ${RETRY_BATCH_SIZE} due messages, sends each and says how it went`, async () => {
    const { fake, finished, claims } = steps(RETRY_BATCH_SIZE + 2, new Set(['m1']))
    expect(await deliverDueNotifications(fake)).toEqual({ claimed: RETRY_BATCH_SIZE, sent: RETRY_BATCH_SIZE - 1, failed: 1 })
    expect(claims).toEqual([RETRY_BATCH_SIZE])
    expect(finished).toHaveLength(RETRY_BATCH_SIZE)
    expect(finished.find((row) => row.id === 'm1')).toEqual({ id: 'm1', failure: 'connect ECONNREFUSED' })
    expect(finished.filter((row) => row.failure === null)).toHaveLength(RETRY_BATCH_SIZE - 1)
  })

  it('reports a sender whose claim another took meanwhile, instead of failing the run', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { fake } = steps(1, new Set(), false)
      expect(await deliverDueNotifications(fake)).toEqual({ claimed: 1, sent: 1, failed: 0 })
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('another sender claimed it'))
    } finally {
      logged.mockRestore()
    }
  })
})

describe('the retry entry point', () => {
  const handle = createServiceRunHandler({ serviceRoleKey: SERVICE_KEY, run: async () => ({ claimed: 2, sent: 1, failed: 1 }) })
  const call = (headers: Record<string, string>, method = 'POST') =>
    handle(new Request('http://fn.local/send-contact-notification/retry', { method, headers }))

  it('runs for the service role and answers what it did', async () => {
    const response = await call({ authorization: `Bearer ${SERVICE_KEY}` })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ claimed: 2, sent: 1, failed: 1 })
  })

  it('refuses a call without a token (401), with another token (403), and other methods (405)', async () => {
    expect((await call({})).status).toBe(401)
    expect((await call({ authorization: 'Bearer anon-key' })).status).toBe(403)
    expect((await call({ authorization: `Bearer ${SERVICE_KEY}x` })).status).toBe(403)
    expect((await call({ authorization: `Bearer ${SERVICE_KEY}` }, 'GET')).status).toBe(405)
  })
})
