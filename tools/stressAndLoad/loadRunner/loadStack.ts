import type { DatabaseEngine } from '../../../supabase/local/database'
import { startLocalStack } from '../../../supabase/local/stack'

/**
 * An in-memory stack for the load run. Its limits are config.toml's but one: the confirmation mails
 * are counted for the whole stack (30 an hour), so no spreading over client addresses keeps a full
 * run's 40 under them, and that limit is raised. The per-address limits stay; the run keeps under
 * them by sending from several loopback addresses, as many visitors would.
 */
export function startLoadStack(port: number, database: DatabaseEngine = 'pglite') {
  return startLocalStack({ port, database, dataDir: null, quiet: true, rateLimits: { emailSent: 1_000_000 } })
}
