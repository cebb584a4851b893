import { existsSync } from 'node:fs'
import { startStaticServer } from './staticServer'

const HOST = '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)
const supabaseUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321'

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run "npm run build" first.')
  process.exit(1)
}

const server = await startStaticServer({ root: 'dist', host: HOST, port, connectOrigins: [new URL(supabaseUrl).origin] })
console.log(`Serving dist/ at http://${HOST}:${port}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)))
