import { expect } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import { API_URL } from './stack'

/** The table the body tests write to: any visitor may add an address, and its check refuses one of the wrong form. */
export const TABLE_URL = `${API_URL}/rest/v1/newsletter_subscriptions`

export interface Answer {
  status: number
  body: unknown
  text: string
}

/** A raw request to the data API, with a body supabase-js would never send. */
export async function send(
  method: string,
  url: string,
  body: BodyInit,
  { key = SERVICE_ROLE_KEY, headers = {} }: { key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    body,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
  })
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = text
  }
  return { status: response.status, body: parsed, text }
}

/** The Prefer header that asks for the written rows back. */
export const representation = { Prefer: 'return=representation' }

/** PostgreSQL's and the JavaScript engine's words that must never reach a client for a malformed body. */
export function expectNoInternals(answer: Answer) {
  expect(answer.text).not.toMatch(/syntax error|at or near|42601|XX000|TypeError|Cannot use|call stack/i)
}

export const MiB = 1024 * 1024

/** The most a body to the stack may be. */
export const CAP = MiB

/** `{"email":"…"}` padded to exactly `size` bytes. */
export function bodyOfSize(size: number): string {
  const frame = '{"email":""}'
  return `{"email":"${'a'.repeat(size - frame.length)}"}`
}
