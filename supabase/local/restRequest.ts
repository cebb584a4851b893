import type { Claims } from './database'
import { requestHeadersToForward } from './forwardedHeaders'
import { bearerToken, type ApiRequest } from './http'
import { readJsonBody, MAX_JSON_DEPTH } from './jsonBody'
import { verifyJwt } from './jwt'
import { ANON_KEY } from './keys'
import { RestError } from './restErrors'

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

/** The role and claims of a request, from its bearer token (or the apikey when there is none). */
export async function claimsOf(request: ApiRequest): Promise<Claims> {
  const token = bearerToken(request) ?? (typeof request.headers.apikey === 'string' ? request.headers.apikey : ANON_KEY)
  const verified = await verifyJwt(token)
  if (!verified.ok) {
    if (verified.expired) throw new RestError(401, 'PGRST303', 'JWT expired')
    throw new RestError(401, 'PGRST301', verified.reason)
  }
  const role = String(verified.claims.role ?? 'anon')
  if (!API_ROLES.has(role)) throw new RestError(401, '22023', `role "${role}" does not exist`)
  return { ...verified.claims, role }
}

/**
 * The request's headers as PostgREST hands them to SQL, with the caller's address as hosted
 * Supabase's edge passes it on (appended to `X-Forwarded-For`, and as `CF-Connecting-IP`).
 */
export function headersOf(request: ApiRequest): Record<string, string> {
  return Object.fromEntries(requestHeadersToForward(request.headers, request.clientIp))
}

export function wantsRepresentation(request: ApiRequest): boolean {
  return /return=representation/.test(String(request.headers.prefer ?? ''))
}

/** A body as PostgREST reads it for a write: its rows (an object is one row) and the keys they name. */
export interface Payload {
  rows: Record<string, unknown>[]
  keys: string[]
  isArray: boolean
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Media types PostgREST names by their essence when it refuses them; any other is named as sent. */
const KNOWN_MEDIA_TYPES = new Set([
  'application/geo+json',
  'application/octet-stream',
  'application/openapi+json',
  'application/x-www-form-urlencoded',
  'text/csv',
  'text/plain',
  'text/xml',
])

/** Writes take JSON only (PostgREST reads CSV and forms too, which the site never sends); no Content-Type means JSON. */
function checkContentType(request: ApiRequest): void {
  const sent = request.headers['content-type']
  if (sent === undefined) return
  const essence = sent.split(';')[0]!.trim().toLowerCase()
  if (essence === 'application/json') return
  throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${KNOWN_MEDIA_TYPES.has(essence) ? essence : sent.trim()}`)
}

/** A write's body as PostgREST reads it: JSON only, valid UTF-8, nested at most MAX_JSON_DEPTH deep. */
export function jsonBodyOf(request: ApiRequest): unknown {
  checkContentType(request)
  const body = readJsonBody(request.body)
  if (body.ok) return body.value
  if (body.problem === 'too_deep')
    throw new RestError(
      400,
      'PGRST102',
      'JSON nested too deeply',
      `A body may nest arrays and objects at most ${MAX_JSON_DEPTH} levels deep`,
    )
  throw new RestError(400, 'PGRST102', 'Empty or invalid json')
}

export function payloadOf(request: ApiRequest): Payload {
  const body = jsonBodyOf(request)
  if (Array.isArray(body)) {
    if (!body.every(isObject)) throw new RestError(400, 'PGRST102', 'All object keys must match')
    return { rows: body, keys: [...new Set(body.flatMap((row) => Object.keys(row)))], isArray: true }
  }
  if (isObject(body)) return { rows: [body], keys: Object.keys(body), isArray: false }
  // Like PostgREST, any other JSON value (null, a number, a string) counts as an empty array.
  return { rows: [], keys: [], isArray: true }
}
