import { beforeAll, expect } from 'vitest'

/** The site's origin in the backend tests' stack (the functions' allowed origin). */
export const SITE = 'http://127.0.0.1:4173'

/** A function that takes POST answers the site's preflight, and names no other origin as allowed. */
export async function expectSiteOnlyPreflight(functionUrl: string): Promise<void> {
  const preflight = await fetch(functionUrl, {
    method: 'OPTIONS',
    headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
  expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
  const foreign = await fetch(functionUrl, { method: 'OPTIONS', headers: { Origin: 'https://angriper.example' } })
  expect(foreign.status).toBe(204)
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
}

/** Starts the function's Deno before the file's tests, so none of them waits for it. */
export function warmFunctionBeforeAll(functionUrl: string): void {
  beforeAll(async () => {
    await fetch(functionUrl, { method: 'OPTIONS' })
  }, 120_000)
}
