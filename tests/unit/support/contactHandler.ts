import type { ContactMessage } from '../../../supabase/functions/_shared/contract/contactRules'
import { createContactHandler, type ContactDependencies } from '../../../supabase/functions/send-contact-notification/handler'
import { contactMessage } from '../../support/contactForm'

/** The site's origin, the one the handler allows. */
export const SITE = 'http://127.0.0.1:4173'
/** A message that meets every rule. */
export const valid: ContactMessage = contactMessage({
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.no',
  subject: 'Brønnbåt',
  message: 'Vi trenger en brønnbåt neste uke.',
})

/** The handler with stand-ins for the database, the mail and the background tasks, `overrides` in their place. */
export function setup(overrides: Partial<ContactDependencies> = {}) {
  const stored: { message: ContactMessage; clientKey: string; status: string; error?: string }[] = []
  const background: Promise<void>[] = []
  const idsByKey = new Map<string, string>()
  const deps: ContactDependencies = {
    allowedOrigins: [SITE],
    clientKey: async (ip) => `key:${ip}`,
    store: async (message, clientKey, limit, idempotencyKey) => {
      const earlier = idempotencyKey === null ? undefined : idsByKey.get(idempotencyKey)
      if (earlier !== undefined) return { id: earlier, repeated: true }
      if (stored.filter((row) => row.clientKey === clientKey).length >= limit.messages) return null
      stored.push({ message, clientKey, status: 'pending' })
      const id = String(stored.length)
      if (idempotencyKey !== null) idsByKey.set(idempotencyKey, id)
      return { id, repeated: false }
    },
    claim: async (_count, id) => {
      const row = stored[Number(id) - 1]!
      return row.status === 'sent' ? [] : [{ ...row.message, id: id!, claim: `claim:${id}`, attempt: 1 }]
    },
    notify: async () => {},
    finish: async (claimed, error) => {
      Object.assign(stored[Number(claimed.id) - 1]!, error === null ? { status: 'sent' } : { status: 'failed', error })
      return true
    },
    background: (task) => {
      background.push(task)
    },
    ...overrides,
  }
  /** Resolves once every background task (the notifications) has ended. */
  const settled = () => Promise.all(background)
  return { handle: createContactHandler(deps), stored, settled }
}

/**
 * The address headers as hosted Supabase's edge sets them for a visitor at `ip` who sent
 * `claimed` as its own X-Forwarded-For: CF-Connecting-IP is the address that connected, and that
 * address is appended to whatever X-Forwarded-For the visitor sent.
 */
export function from(ip: string, claimed?: string): Record<string, string> {
  return { 'cf-connecting-ip': ip, 'x-forwarded-for': claimed ? `${claimed}, ${ip}` : ip }
}

/** A POST of `body` from the site, by a visitor at 203.0.113.7 unless `headers` say otherwise. */
export function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://fn.local/send-contact-notification', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...from('203.0.113.7'), ...headers },
    body,
  })
}
