import { startLocalStack } from './stack'
import { parityStack } from './supabaseAuthBinary'

/**
 * `npm run supabase:local [-- --reset] [-- --real]`: the local Supabase stack on 127.0.0.1:54321;
 * `--real` makes it the parity stack: a real PostgreSQL (its data kept apart from PGlite's) and the
 * real Supabase Auth where one can be had (supabaseAuthBinary.ts), else the stack's own auth.
 */
const reset = process.argv.includes('--reset')
const real = process.argv.includes('--real')
const startedAt = performance.now()

try {
  const parity = real ? parityStack() : null
  const stack = await startLocalStack({ reset, ...parity?.options })
  console.log(`
  Local Supabase is running (ready in ${Math.round(performance.now() - startedAt)} ms${reset ? ', started clean' : ''}).

  API URL:          ${stack.url}
  Inbox:            ${stack.inboxUrl}
  Database:         ${stack.databaseUrl ?? 'PGlite (in this process)'}
  Auth:             ${parity?.auth ?? "the stack's own"}
  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}
  Migrations run:   ${stack.migrations.length > 0 ? stack.migrations.join(', ') : 'none new'}

  Press Ctrl-C to stop.
`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await stack.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(`Could not start the local Supabase stack: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
