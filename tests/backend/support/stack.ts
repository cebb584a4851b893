import type { DatabaseEngine } from '../../../supabase/local/database'
import { startLocalStack, type LocalStackOptions } from '../../../supabase/local/stack'
import { inject } from 'vitest'
import { createAnonClient, createServiceClient } from '../../../tools/stackClients/supabaseClients'

export { uniqueEmail } from '../../../tools/stackClients/supabaseClients'

/**
 * Which stack a run of the suite tests, set by its Vitest project (vitest.config.ts): our imitation
 * (PGlite, our auth), or the parity stack (a real PostgreSQL, and Supabase Auth where it can be had).
 */
export type StackKind = 'imitation' | 'parity'
export const stackKindOf = (env: Record<string, string | undefined>): StackKind => (env.BACKEND_STACK === 'parity' ? 'parity' : 'imitation')
export const STACK_KIND = stackKindOf(process.env)
export const databaseOf = (kind: StackKind): DatabaseEngine => (kind === 'parity' ? 'postgres' : 'pglite')

/**
 * The port of the stack the backend tests start; away from 54321, so a running dev stack is left
 * alone. `BACKEND_TEST_PORT` moves it (and the inbox, 3 above), e.g. for two runs side by side.
 * It and the ports above it that tests take for their own stacks lie below Linux's ephemeral range
 * (32768–60999): there, the local end of one of the run's many connections, or a server started on
 * port 0, could hold a port before the stack that a later test starts on it.
 */
export const testPortOf = (env: Record<string, string | undefined>) =>
  Number(env.BACKEND_TEST_PORT ?? (stackKindOf(env) === 'parity' ? 25331 : 24331))
export const TEST_PORT = testPortOf(process.env)
export const API_URL = `http://127.0.0.1:${TEST_PORT}`
export const INBOX_URL = `http://127.0.0.1:${TEST_PORT + 3}`

/**
 * Ports for the few tests that start a stack of their own, counted from TEST_PORT so they move
 * with it: each stack takes its port and the next four (inbox +3, SMTP +4).
 */
export const OWN_STACK_PORTS = {
  authLimits: TEST_PORT + 5,
  mailServerDown: TEST_PORT + 10,
  startup: TEST_PORT + 20,
  verifyJwtOff: TEST_PORT + 30,
  contactBurst: TEST_PORT + 40,
  madeUpAddresses: TEST_PORT + 50,
  hangingMailServer: TEST_PORT + 60,
  /** Its SMTP server, which the test starts and stops, takes +5 and its web inbox +6. */
  mailServerBack: TEST_PORT + 70,
  retryRuns: TEST_PORT + 80,
  hostile: TEST_PORT + 90,
  load: TEST_PORT + 110,
  contactRetention: TEST_PORT + 130,
  authClock: TEST_PORT + 135,
  authMailServerHangs: TEST_PORT + 140,
  /** Its SMTP server, which the test starts, takes +5 and its web inbox +6. */
  newsletterMailServerBack: TEST_PORT + 150,
  newsletterLimits: TEST_PORT + 160,
  newsletterRetention: TEST_PORT + 165,
  authDayOldSessions: TEST_PORT + 170,
  /** Its SMTP server, which the test starts, takes +5. */
  authMailServerHangsOnRunsAuth: TEST_PORT + 175,
  authTwoStepClock: TEST_PORT + 190,
} as const

/** The official client as a visitor's browser has it, but without stored sessions (Node has no storage). */
export function anonClient(url = API_URL, fetch?: typeof globalThis.fetch) {
  return createAnonClient(url, fetch)
}

export function serviceClient(url = API_URL) {
  return createServiceClient(url)
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real Supabase Auth the parity run found (tests/backend/globalSetup.ts), or null. */
    supabaseAuthBinary: string | null
  }
}

/**
 * A stack of the run's kind, in memory and quiet, with the test's own options: on the parity run,
 * a real PostgreSQL, with the real Supabase Auth when the run found one.
 */
export function startTestStack(
  options: LocalStackOptions & { port: number },
  kind: StackKind = STACK_KIND,
  supabaseAuthBinary = kind === 'parity' ? inject('supabaseAuthBinary') : null,
) {
  return startLocalStack({
    dataDir: null,
    quiet: true,
    database: databaseOf(kind),
    ...(supabaseAuthBinary ? { supabaseAuthBinary } : {}),
    ...options,
  })
}

/** Whether /auth/v1 of this run is the real Supabase Auth; tests of a known difference expect each side's answer. */
export const onSupabaseAuth = (): boolean => STACK_KIND === 'parity' && inject('supabaseAuthBinary') !== null

/** A JSON POST to /auth/v1 as supabase-js sends it (API version 2024-01-01); its status and body. */
export async function postAuth(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${API_URL}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
