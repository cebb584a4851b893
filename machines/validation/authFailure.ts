/** What an auth call rejects with, as far as the flows read it: the client's error, or anything thrown. */
export interface AuthFailure {
  code?: string
  message?: string
  status?: number
}

/** The readable parts of a rejection; those of another type are left out. */
export function asAuthFailure(error: unknown): AuthFailure {
  if (typeof error !== 'object' || error === null) return {}
  const { code, message, status } = error as Record<string, unknown>
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    status: typeof status === 'number' ? status : undefined,
  }
}
