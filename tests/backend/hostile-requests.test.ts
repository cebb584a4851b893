import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../supabase/local/stack'
import { RAISED_RATE_LIMITS } from '../support/stackLimits'
import { emptyTally, recordTally } from '../../tools/stressAndLoad/tally'
import { authCases } from './hostile/authCases'
import { AS_VISITOR, FUNCTION_PATH, JSON_TYPE, type HostileCase } from './hostile/cases'
import { DELETE_ACCOUNT_PATH, deleteAccountCases } from './hostile/deleteAccountCases'
import { FUNCTION_CASES } from './hostile/functionCases'
import { NEWSLETTER_CASES } from './hostile/newsletterCases'
import { REST_CASES, SUBSCRIBED } from './hostile/restCases'
import { exchange, type Answer, type WireRequest } from './hostile/wire'
import { WIRE_CASES } from './hostile/wireCases'
import { OWN_STACK_PORTS, STACK_KIND, startTestStack } from './support/stack'

/**
 * Hostile requests to the functions, /rest/v1 and /auth/v1: each must be refused with a 4xx and a
 * JSON message that says why (or, for the few legitimate ones, answered harmlessly), never with a 5xx
 * or silence, and the database must be exactly as before. The suite has a stack of its own: its
 * request timeout is short, so requests that never end are settled in seconds, and the whole
 * database (the auth schema too, which no API shows) can be compared before and after.
 */
const PORT = OWN_STACK_PORTS.hostile
/** Room for a loaded machine to read the first MiB of a flood, which must be refused 413, not time out. */
const REQUEST_TIMEOUT_MS = 3_000
/** Longer than any answer may take: the request timeout, the server's check of it, and a loaded machine. */
const HANG_AFTER_MS = 8_000
const TALLY = emptyTally('hostile requests')

let stack: LocalStack
let before: Record<string, unknown[]>
let cases: HostileCase[] = []

async function send(request: WireRequest) {
  TALLY.requests += 1
  const outcome = await exchange(PORT, request, HANG_AFTER_MS)
  if (outcome.kind === 'hang') TALLY.hangs += 1
  if (outcome.kind === 'answer' && outcome.answer.status >= 500) TALLY.serverErrors += 1
  return outcome
}

async function sendJson(method: string, target: string, body: unknown, headers: [string, string][] = [...AS_VISITOR, JSON_TYPE]) {
  const outcome = await send({ method, target, headers, body: JSON.stringify(body) })
  if (outcome.kind !== 'answer') throw new Error(`${method} ${target}: ${outcome.kind}`)
  return {
    status: outcome.answer.status,
    body: (outcome.answer.body ? JSON.parse(outcome.answer.body) : null) as Record<string, unknown> | null,
  }
}

/** Every row of every table of the schemas the API reaches, table by table, in a stable order. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await stack.database.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'auth', 'supabase_migrations') and table_type = 'BASE TABLE' order by 1`,
  )
  const rows: Record<string, unknown[]> = {}
  for (const { name } of tables) rows[name] = (await stack.database.query(`select * from ${name} order by 1`)).rows
  return rows
}

/** The message of a JSON error body: GoTrue's `msg` or `message`, PostgREST's `message`, OAuth's `error_description`, the function's `error`. */
function messageOf(answer: Answer): string | undefined {
  const body = JSON.parse(answer.body) as Record<string, unknown>
  return [body.msg, body.message, body.error_description, body.error].find(
    (value): value is string => typeof value === 'string' && value !== '',
  )
}

/** A user with a session, whose token the cases try where it must not reach. */
async function signedInUserToken(): Promise<string> {
  const email = 'innlogget@oppdrett.test'
  const password = 'Brønnbåt#2026'
  expect((await sendJson('POST', '/auth/v1/signup', { email, password })).status).toBe(200)
  await stack.database.query('update auth.users set email_confirmed_at = now() where email = $1', [email])
  const session = await sendJson('POST', '/auth/v1/token?grant_type=password', { email, password })
  expect(session.status).toBe(200)
  return session.body!.access_token as string
}

beforeAll(async () => {
  // The stack's own auth: Supabase Auth accepts some of these inputs (docs/decisions.md), and the suite holds ours to refusing them.
  stack = await startTestStack(
    {
      port: PORT,
      rateLimits: RAISED_RATE_LIMITS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      // No scheduled runs: the database must stay as the suite found it.
      newsletterMailIntervalMs: null,
      retentionIntervalMs: null,
      notificationRetryIntervalMs: null,
    },
    STACK_KIND,
    null,
  )
  expect((await sendJson('POST', '/rest/v1/newsletter_subscriptions', { email: SUBSCRIBED })).status).toBe(201)
  // A function's first call starts Deno: made here, so no case waits for it.
  expect((await sendJson('POST', FUNCTION_PATH, {})).status).toBe(400)
  expect((await sendJson('POST', DELETE_ACCOUNT_PATH, {})).status).toBe(400)
  expect((await sendJson('POST', '/functions/v1/newsletter/avmeld', {})).status).toBe(400)
  const userToken = await signedInUserToken()
  cases = [...WIRE_CASES, ...FUNCTION_CASES, ...deleteAccountCases(userToken), ...NEWSLETTER_CASES, ...REST_CASES, ...authCases(userToken)]
  TALLY.cases = cases.length
  before = await snapshot()
})

afterAll(async () => {
  console.log(`hostile requests: ${TALLY.cases} cases, ${TALLY.requests} requests, ${TALLY.serverErrors} 5xx, ${TALLY.hangs} hangs`)
  recordTally(TALLY)
  await stack?.stop()
})

describe('hostile requests', () => {
  it('tries at least 200 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200)
    expect(new Set(cases.map((hostile) => hostile.name)).size).toBe(cases.length)
  })

  it('answers each as it must: a 4xx with a message, never a 5xx or silence', async () => {
    const failures: string[] = []
    const settle = async ({ name, request, expected }: HostileCase) => {
      const outcome = await send(request)
      if (outcome.kind !== 'answer') {
        if (!(outcome.kind === 'closed' && expected.mayClose)) failures.push(`${name}: ${outcome.kind}`)
        return
      }
      const { answer } = outcome
      const statuses = [expected.status].flat()
      if (!statuses.includes(answer.status)) return failures.push(`${name}: ${answer.status} ${answer.body.slice(0, 200)}`)
      if (answer.status >= 300 && answer.status < 400) {
        if (!expected.location?.test(answer.headers.location ?? '')) failures.push(`${name}: to ${answer.headers.location}`)
        return
      }
      if (answer.status < 300) {
        if (JSON.stringify(JSON.parse(answer.body)) !== JSON.stringify(expected.body))
          failures.push(`${name}: ${answer.body.slice(0, 200)}`)
        return
      }
      let message: string | undefined
      try {
        message = messageOf(answer)
      } catch {
        return failures.push(`${name}: ${answer.status} without JSON: ${answer.body.slice(0, 100)}`)
      }
      if (!message || !(expected.message ?? /./).test(message)) failures.push(`${name}: ${answer.status} says ${answer.body.slice(0, 200)}`)
    }
    // A few at a time, as several clients would; each is bounded, so the run is too.
    const queue = [...cases]
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await settle(next)
      }),
    )
    expect(failures).toEqual([])
    expect(TALLY).toMatchObject({ serverErrors: 0, hangs: 0 })
  })

  it('leaves the database as it was', async () => {
    expect(await snapshot()).toEqual(before)
  })

  it('is still answering', async () => {
    const health = await sendJson('GET', '/auth/v1/health', undefined, AS_VISITOR)
    expect(health.status).toBe(200)
  })
})
