import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { HEADERS_FILE } from '../../build/security/buildPolicy'
import { startStaticServer } from './staticServer'

const HOST = '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)

if (!existsSync('dist/index.html') || !existsSync(join('dist', HEADERS_FILE))) {
  console.error('No build in dist/: run "npm run build" first.')
  process.exit(1)
}

const server = await startStaticServer({ root: 'dist', host: HOST, port })
console.log(`Serving dist/ at http://${HOST}:${port} with the headers of dist/${HEADERS_FILE}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)))
