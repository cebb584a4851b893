import type { JWTPayload } from 'jose'
import { isValidEmail } from '../functions/_shared/contract/text'
import { findUserById, type UserRow } from './authModel'
import type { Database } from './database'
import { bearerToken, jsonResponse, type ApiRequest, type ApiResponse } from './http'
import { MAX_JSON_DEPTH, readJsonBody } from './jsonBody'
import { verifyJwt } from './jwt'
import type { Clock } from './rateLimit'

export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' }

/** GoTrue's error envelope of the 2024-01-01 API version. */
export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): ApiResponse {
  return jsonResponse(status, { code, message, ...extra }, API_VERSION_HEADER)
}

/**
 * An answer in the API version the request names, as GoTrue gives it: supabase-js names 2024-01-01
 * and gets `{code, message}` errors and the version echoed; a request that names none (or an
 * earlier or malformed one) gets the first version's `{code: <status>, error_code, msg}` and no echo.
 * Every error carries its code in `x-sb-error-code`.
 */
export function inRequestedApiVersion(request: ApiRequest, response: ApiResponse): ApiResponse {
  const named = request.headers['x-supabase-api-version']
  const versioned = typeof named === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(named) && named >= API_VERSION_HEADER['X-Supabase-Api-Version']
  const { 'X-Supabase-Api-Version': _echo, ...headers } = response.headers ?? {}
  const body = response.body
  const error = response.status >= 400 && isObject(body) && typeof body.code === 'string' && typeof body.message === 'string' ? body : null
  const errorHeader: Record<string, string> = error ? { 'x-sb-error-code': error.code as string } : {}
  if (versioned) return { ...response, headers: { ...response.headers, ...errorHeader } }
  if (!error) return { ...response, headers }
  const { code, message, ...rest } = error
  return { ...response, headers: { ...headers, ...errorHeader }, body: { code: response.status, error_code: code, msg: message, ...rest } }
}

export function ok(body: unknown): ApiResponse {
  return jsonResponse(200, body, API_VERSION_HEADER)
}

export function noContent(): ApiResponse {
  return { status: 204, headers: API_VERSION_HEADER }
}

export function tooManyRequests(): ApiResponse {
  return authError(429, 'over_request_rate_limit', 'Request rate limit reached')
}

/** GoTrue's answer to another mail of one kind to one address within max_frequency. */
export function mailTooSoon(seconds: number): ApiResponse {
  return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`)
}

/** GoTrue's answer over the hour's mails (`email_sent`). */
export function mailLimitReached(): ApiResponse {
  return authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
}

export type Refused = { ok: false; response: ApiResponse }

export const BAD_JSON = 'Could not parse request body as JSON'

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** The request's body as GoTrue reads it: one JSON object, valid UTF-8, nested at most MAX_JSON_DEPTH deep; else its 400 bad_json. */
export function jsonObjectOf(request: ApiRequest): { ok: true; body: Record<string, unknown> } | Refused {
  const read = readJsonBody(request.body)
  if (read.ok && isObject(read.value)) return { ok: true, body: read.value }
  const why = read.ok
    ? 'not an object'
    : read.problem === 'too_deep'
      ? `nested too deeply (at most ${MAX_JSON_DEPTH} levels)`
      : 'not JSON in UTF-8'
  return { ok: false, response: authError(400, 'bad_json', `${BAD_JSON}: ${why}`) }
}

/**
 * The text fields of a body as GoTrue decodes them into its Go structs: a field left out or null is
 * empty, and any other type than a string makes the whole body a 400 bad_json.
 */
export function textFields<const K extends string>(
  body: Record<string, unknown>,
  names: readonly K[],
): { ok: true; fields: Record<K, string> } | Refused {
  const fields = {} as Record<K, string>
  for (const name of names) {
    const value = body[name]
    if (value !== undefined && value !== null && typeof value !== 'string')
      return { ok: false, response: authError(400, 'bad_json', `${BAD_JSON}: ${name} must be a string`) }
    fields[name] = value ?? ''
  }
  return { ok: true, fields }
}

/** GoTrue's check of an address (its length, then its form), lower-cased as GoTrue stores it. */
export function validatedEmail(email: string): { ok: true; email: string } | Refused {
  if (email === '') return { ok: false, response: authError(400, 'validation_failed', 'An email address is required') }
  if (email.length > 255) return { ok: false, response: authError(400, 'validation_failed', 'An email address is too long') }
  if (!isValidEmail(email))
    return { ok: false, response: authError(400, 'validation_failed', 'Unable to validate email address: invalid format') }
  return { ok: true, email: email.toLowerCase() }
}

/** GoTrue's answer to a PKCE challenge, which the local stack does not offer (the site uses the implicit flow). */
export function pkceRefused(body: Record<string, unknown>): Refused | null {
  if (body.code_challenge === undefined || body.code_challenge === null || body.code_challenge === '') return null
  return { ok: false, response: authError(400, 'validation_failed', 'The local stack has no PKCE flow: use the implicit flow') }
}

/**
 * Where the link a request asks for (`redirect_to`) may lead back to: a loopback address, the site or
 * one of its origins; else the site URL.
 */
export function redirectOf(
  { siteUrl, redirectOrigins }: { siteUrl: string; redirectOrigins: readonly string[] },
  request: ApiRequest,
): string {
  const requested = request.url.searchParams.get('redirect_to')
  if (!requested) return siteUrl
  try {
    const url = new URL(requested)
    const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]'
    return loopback || redirectOrigins.includes(url.origin) || url.origin === new URL(siteUrl).origin ? requested : siteUrl
  } catch {
    return siteUrl
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/** The claims of the request's bearer token, with GoTrue's answers when there is none or it does not verify. */
export async function bearerClaims(request: ApiRequest, now: Clock): Promise<{ ok: true; claims: JWTPayload } | Refused> {
  const token = bearerToken(request)
  if (!token) return { ok: false, response: authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token') }
  const verified = await verifyJwt(token, now())
  if (!verified.ok)
    return { ok: false, response: authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.reason}`) }
  return { ok: true, claims: verified.claims }
}

export type Authenticated = { ok: true; user: UserRow; sessionId: string; sessionCreatedAt: Date } | Refused

/** The user and session of the request's bearer token, with GoTrue's answers when they are missing. */
export async function authenticate(db: Database, request: ApiRequest, now: Clock): Promise<Authenticated> {
  const bearer = await bearerClaims(request, now)
  if (!bearer.ok) return bearer
  const { sub, session_id: sessionId } = bearer.claims as { sub?: unknown; session_id?: unknown }
  if (!sub) return { ok: false, response: authError(403, 'bad_jwt', 'invalid claim: missing sub claim') }
  // Checked before either is looked up: PostgreSQL refuses a uuid that is not one with an error.
  if (typeof sub !== 'string' || !isUuid(sub))
    return { ok: false, response: authError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID') }
  if (sessionId !== undefined && (typeof sessionId !== 'string' || !isUuid(sessionId)))
    return { ok: false, response: authError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID') }
  const user = await findUserById(db, sub)
  if (!user) return { ok: false, response: authError(403, 'user_not_found', 'User from sub claim in JWT does not exist') }
  const session = (
    await db.query<{ id: string; created_at: Date }>('select id, created_at from auth.sessions where id = $1', [sessionId ?? null])
  ).rows[0]
  if (!session) return { ok: false, response: authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist') }
  return { ok: true, user, sessionId: session.id, sessionCreatedAt: new Date(session.created_at) }
}
