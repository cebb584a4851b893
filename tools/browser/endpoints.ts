import { ANON_KEY } from '../../supabase/local/keys'

/**
 * Where the browser tests' servers listen, all on 127.0.0.1. Each port can be moved by the
 * environment, so two runs on one machine do not meet: PORT (the site), E2E_STACK_PORT (the local
 * Supabase stack; its inbox takes +3 and its SMTP +4) and E2E_ANALYTICS_PORT (default: stack + 5).
 * Playwright's config, the web server script, the tests and the screenshots all read this one module.
 * The defaults lie below the range Linux hands out to outgoing connections (32768–60999), so no
 * connection of another process can hold one of them when the run starts.
 */
function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} must be a port number, not "${raw}"`)
  return port
}

export const HOST = '127.0.0.1'

export const SITE_PORT = portFromEnv('PORT', 4173)
/** The built site, served by the preview server. */
export const SITE_URL = `http://${HOST}:${SITE_PORT}`

export const STACK_PORT = portFromEnv('E2E_STACK_PORT', 26341)
/** The local Supabase stack's API: what the site was built against. */
export const STACK_URL = `http://${HOST}:${STACK_PORT}`
/** The stack's mail catcher: its web inbox and JSON API. */
export const INBOX_URL = `http://${HOST}:${STACK_PORT + 3}`

export const ANALYTICS_PORT = portFromEnv('E2E_ANALYTICS_PORT', STACK_PORT + 5)
/** The analytics stand-in: what the site was built with as VITE_ANALYTICS_URL. */
export const ANALYTICS_URL = `http://${HOST}:${ANALYTICS_PORT}`

/** The stack's public demo anon key (the same on every local stack). */
export { ANON_KEY }
