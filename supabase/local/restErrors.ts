import { jsonResponse, type ApiResponse } from './http'

/** A refusal of the Data API, with PostgREST's status, code and words. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }
}

/** PostgREST's HTTP status for a PostgreSQL error code; `PTxyz`, raised on purpose, is status xyz. */
function statusFor(code: string, role: string): number {
  const chosen = /^PT([1-5]\d\d)$/.exec(code)
  if (chosen) return Number(chosen[1])
  if (code === '23505' || code === '23503') return 409
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '42P01' || code === '42883') return 404
  return 400
}

/** The answer to a request that failed, as PostgREST gives it: a RestError as it is, a database error by its code. */
export function errorResponse(error: unknown, role: string): ApiResponse {
  if (error instanceof RestError)
    return jsonResponse(error.status, { code: error.code, message: error.message, details: error.details, hint: error.hint })
  const {
    code = 'XX000',
    message = String(error),
    detail = null,
    hint = null,
  } = error as { code?: string; message?: string; detail?: string | null; hint?: string | null }
  const status = statusFor(code, role)
  return jsonResponse(status, { code, message, details: detail, hint }, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {})
}
