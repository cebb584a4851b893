import { createHmac } from 'node:crypto'
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../../supabase/local/keys'

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')
const SERVICE_CLAIMS = { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }
const NOW = Math.floor(Date.now() / 1000)

/** A JWT of `claims` with `header`, signed with HMAC-SHA-`bits` under `secret`. */
export function signed(claims: object, secret = JWT_SECRET, header: object = { alg: 'HS256', typ: 'JWT' }, bits = 256): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`
  return `${unsigned}.${createHmac(`sha${bits}`, secret).update(unsigned).digest('base64url')}`
}

const [anonHeader, , anonSignature] = ANON_KEY.split('.')
const [, servicePayload] = SERVICE_ROLE_KEY.split('.')

/** Tokens no caller may pass with: each is refused wherever a token is checked. */
export const REFUSED_TOKENS: [string, string][] = [
  ['the service role signed with another secret', signed(SERVICE_CLAIMS, 'another-secret-that-is-at-least-32-characters')],
  ['the service role’s claims under the anon key’s signature', `${anonHeader}.${servicePayload}.${anonSignature}`],
  ['alg none', `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify(SERVICE_CLAIMS))}.`],
  ['alg none without a signature part', `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(SERVICE_CLAIMS))}`],
  ['HS512 under the right secret', signed(SERVICE_CLAIMS, JWT_SECRET, { alg: 'HS512', typ: 'JWT' }, 512)],
  ['RS256 in the header over an HMAC signature', signed(SERVICE_CLAIMS, JWT_SECRET, { alg: 'RS256', typ: 'JWT' })],
  ['an expired service-role token', signed({ ...SERVICE_CLAIMS, exp: NOW - 60 })],
  ['an expired user token', signed({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000', exp: NOW - 60 })],
  ['a token not valid before next year', signed({ ...SERVICE_CLAIMS, nbf: NOW + 365 * 86_400 })],
  ['three dots', '...'],
  ['a word', 'tull'],
  ['two parts', 'abc.def'],
  ['claims that are not JSON', `${anonHeader}.${base64url('ikke json')}.${anonSignature}`],
  ['6 KB of letters', 'a'.repeat(6144)],
]
