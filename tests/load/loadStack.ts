import { startLocalStack } from '../../supabase/local/stack'

/**
 * An in-memory stack for the load run. Its limits are config.toml's, but for the confirmation mails:
 * those are counted for the whole stack (30 an hour), so no spreading of client addresses keeps a
 * run of 40 sign-ups under them. The per-address limits stay as they are; the run keeps under them
 * by sending from several loopback addresses, as many visitors would.
 */
export function startLoadStack(port: number) {
  return startLocalStack({ port, dataDir: null, quiet: true, rateLimits: { emailSent: 1_000_000 } })
}
