import { existsSync } from 'node:fs'
import { LOCAL_SUPABASE_URL } from '../src/backend/localStackUrl'
import { startStaticServer } from './staticServer'

const HOST = '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)

/** The origin of a URL from the environment, or a clear exit when it is not one. */
function originOf(name: string, value: string): string {
  try {
    return new URL(value).origin
  } catch {
    console.error(`${name} is not a URL: "${value}"`)
    process.exit(1)
  }
}

// The pages may call the Supabase API and, when the build has analytics, the analytics host.
const supabaseUrl = process.env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL
const analyticsUrl = process.env.VITE_ANALYTICS_URL?.trim()
const connectOrigins = [originOf('VITE_SUPABASE_URL', supabaseUrl), ...(analyticsUrl ? [originOf('VITE_ANALYTICS_URL', analyticsUrl)] : [])]

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run "npm run build" first.')
  process.exit(1)
}

const server = await startStaticServer({ root: 'dist', host: HOST, port, connectOrigins })
console.log(`Serving dist/ at http://${HOST}:${port} (connect-src 'self' ${connectOrigins.join(' ')})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)))
