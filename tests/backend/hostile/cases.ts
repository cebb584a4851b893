import { ANON_KEY } from '../../../supabase/local/keys'
import type { WireRequest } from './wire'

/** What a hostile request must be answered with. */
export interface Expected {
  /** The status, or the statuses any of which is right. */
  status: number | readonly number[]
  /** What the answer's message (`message`, `msg`, `error_description` or `error`) must say; any message at all when left out. */
  message?: RegExp
  /** For the few requests that are legitimate but harmless: the JSON body they must be answered with. */
  body?: unknown
  /** For a redirect: what its Location must say. */
  location?: RegExp
  /** Whether closing the connection without an answer also counts as refusing it: for a request that never ends. */
  mayClose?: boolean
}

export interface HostileCase {
  name: string
  request: WireRequest
  expected: Expected
}

export const FUNCTION_PATH = '/functions/v1/send-contact-notification'

/** The headers supabase-js sends on every call, with the anon key. */
export const AS_VISITOR: [string, string][] = [
  ['apikey', ANON_KEY],
  ['Authorization', `Bearer ${ANON_KEY}`],
]

export const JSON_TYPE: [string, string] = ['Content-Type', 'application/json']

/** What supabase-js sends to /auth/v1: the visitor's headers, JSON, and the API version. */
export const AUTH_HEADERS: [string, string][] = [...AS_VISITOR, JSON_TYPE, ['X-Supabase-Api-Version', '2024-01-01']]
/** Meets the password policy, so only what else is wrong stops a request. */
export const STRONG_PASSWORD = 'Brønnbåt#2026'
export const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000'

/** AUTH_HEADERS with `token` as the bearer. */
export const withToken = (token: string): [string, string][] => [
  ...AUTH_HEADERS.filter(([name]) => name !== 'Authorization'),
  ['Authorization', `Bearer ${token}`],
]

/**
 * A request with `body` sent as it is: a string or bytes go as given, anything else as JSON. Spaces,
 * control characters and letters beyond ASCII in `target` are percent-encoded, as a client would, so
 * the request line itself stays whole; everything else in it goes as written.
 */
export function call(method: string, target: string, headers: [string, string][], body?: unknown): WireRequest {
  const sent = body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body)
  const encoded = target.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))
  return { method, target: encoded, headers, body: sent as string | Buffer | undefined }
}

/** JSON text of `value` nested `depth` arrays deep. */
export function nestedArrays(depth: number, value = '1'): string {
  return `${'['.repeat(depth)}${value}${']'.repeat(depth)}`
}

/** JSON text of `value` nested `depth` objects deep. */
export function nestedObjects(depth: number, value = '1'): string {
  return `${'{"a":'.repeat(depth)}${value}${'}'.repeat(depth)}`
}

/** JSON text of `fields` with `bytes` (not UTF-8) spliced into the value of `field`. */
export function withBytes(fields: Record<string, string>, field: string, bytes: number[]): Buffer {
  const marker = '\u0001MARK\u0001'
  const text = JSON.stringify({ ...fields, [field]: `${fields[field]}${marker}` })
  const [before, after] = text.split(JSON.stringify(marker).slice(1, -1))
  return Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)])
}

/** Byte sequences that are not UTF-8: a lone continuation byte, an overlong '/', a surrogate half, a cut four-byte sequence, 0xFF. */
export const NOT_UTF8: [string, number[]][] = [
  ['a lone continuation byte', [0x80]],
  ['an overlong /', [0xc0, 0xaf]],
  ['an encoded surrogate half', [0xed, 0xa0, 0x80]],
  ['a cut four-byte sequence', [0xf0, 0x9f, 0x98]],
  ['the byte 0xFF', [0xff]],
]

/** Values of the wrong JSON type for a text field. */
export const NOT_TEXT: [string, unknown][] = [
  ['a number', 5],
  ['true', true],
  ['null', null],
  ['an object', { tekst: 'Kari' }],
  ['an array', ['Kari Nordmann']],
]

/** Bodies that are not JSON at all, though they say they are. */
export const NOT_JSON: [string, string][] = [
  ['an empty body', ''],
  ['a word', 'hei'],
  ['a cut object', '{"name":'],
  ['single quotes', "{'name':'Kari'}"],
  ['a trailing comma', '{"name":"Kari",}'],
  ['NaN', 'NaN'],
  ['a byte-order mark', '\ufeff{}'],
  ['two objects', '{}{}'],
]

const FIFTY_MB = 50 * 1024 * 1024

/**
 * A body over the stack's 1 MiB cap, sent the three ways it can arrive: 2 MB whole, 50 MB declared
 * with only the first bytes sent, and 50 MB streamed in chunks. Each is refused with 413 at once.
 */
export function oversizeCases(label: string, target: string, headers: [string, string][], twoMegabytes: unknown): HostileCase[] {
  const tooLarge: Expected = { status: 413, message: /size limit/ }
  return [
    { name: `${label}: 2 MB`, request: call('POST', target, headers, twoMegabytes), expected: tooLarge },
    {
      name: `${label}: 50 MB declared, a little sent`,
      request: { ...call('POST', target, [...headers, ['Content-Length', String(FIFTY_MB)]], '{"x":"'), cutAfter: 2048 },
      expected: tooLarge,
    },
    { name: `${label}: 50 MB streamed in chunks`, request: { method: 'POST', target, headers, flood: FIFTY_MB }, expected: tooLarge },
  ]
}
