import { createServer } from 'vite'
import { startLocalStack } from '../supabase/local/stack'

const SITE_PORT = 5173

/**
 * Everything a new user needs to see the site work: the local Supabase stack (data kept between
 * runs in supabase/.local-data/) and the site in development mode, wired to it.
 */
const stack = await startLocalStack()
process.env.VITE_SUPABASE_URL ??= stack.url
process.env.VITE_SUPABASE_ANON_KEY ??= stack.anonKey

const site = await createServer({ server: { host: '127.0.0.1', port: SITE_PORT, strictPort: true } })
await site.listen()
console.log(`\n  Havbørs:        http://127.0.0.1:${SITE_PORT}/`)
console.log(`  Supabase API:   ${stack.url}`)
console.log(`  Inbox:          ${stack.inboxUrl}\n`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await site.close()
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
