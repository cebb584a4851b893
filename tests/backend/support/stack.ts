import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../supabase/local/keys'

/** The port of the stack the backend tests start; away from 54321, so a running dev stack is left alone. */
export const TEST_PORT = 54331
export const API_URL = `http://127.0.0.1:${TEST_PORT}`
export const INBOX_URL = `http://127.0.0.1:${TEST_PORT + 3}`

/** The official client as a visitor's browser has it, but without stored sessions (Node has no storage). */
export function anonClient(url = API_URL) {
  return createClient(url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } })
}

export function serviceClient(url = API_URL) {
  return createClient(url, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  })
}

let counter = 0
/** A fresh address per test, so tests never meet each other's users. */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}.${Date.now()}.${counter}@oppdrett.test`
}
