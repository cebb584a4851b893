import { createServer } from 'vite'

const HOST = '127.0.0.1'
const port = Number(process.env.PORT ?? 5173)

/** The site in development on PORT, as `npm run dev` serves it, for the browser test of the live inspector. */
const server = await createServer({ server: { host: HOST, port, strictPort: true } })
await server.listen()
console.log(`Serving the site in development at http://${HOST}:${port}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close().then(() => process.exit(0)))
