import { createAnonClient, createServiceClient } from '../../support/supabaseClients'

export { uniqueEmail } from '../../support/supabaseClients'

/**
 * The port of the stack the backend tests start; away from 54321, so a running dev stack is left
 * alone. `BACKEND_TEST_PORT` moves it (and the inbox, 3 above), e.g. for two runs side by side.
 */
export const TEST_PORT = Number(process.env.BACKEND_TEST_PORT ?? 54331)
export const API_URL = `http://127.0.0.1:${TEST_PORT}`
export const INBOX_URL = `http://127.0.0.1:${TEST_PORT + 3}`

/**
 * The port of a test's own extra stack, the nth (1, 2, …): 10 × n above `TEST_PORT`, so it moves with
 * it and never meets the shared stack or another extra one (each takes its port, +3 and +4).
 */
export function ownStackPort(n: number): number {
  return TEST_PORT + 10 * n
}

/** The official client as a visitor's browser has it, but without stored sessions (Node has no storage). */
export function anonClient(url = API_URL) {
  return createAnonClient(url)
}

export function serviceClient(url = API_URL) {
  return createServiceClient(url)
}
