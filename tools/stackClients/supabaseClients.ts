import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys'

/**
 * supabase-js clients for code that runs in Node (the tests, the load run), against any local stack: no
 * stored sessions (Node has no storage) and `ws` as the realtime transport (Node 20 has no WebSocket of
 * its own).
 */
function nodeClient(url: string, key: string, fetch?: typeof globalThis.fetch) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
    ...(fetch ? { global: { fetch } } : {}),
  })
}

/** The official client as a visitor's browser has it; `fetch` replaces the one it sends with. */
export function createAnonClient(url: string, fetch?: typeof globalThis.fetch) {
  return nodeClient(url, ANON_KEY, fetch)
}

/** The service role: bypasses row-level security, so a test can read what visitors cannot. */
export function createServiceClient(url: string) {
  return nodeClient(url, SERVICE_ROLE_KEY)
}

let counter = 0
/** A fresh address per call, also across test processes, so tests never meet each other's users. */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}.${Date.now()}.${process.pid}.${counter}@oppdrett.test`
}
