import { rm } from 'node:fs/promises'
import { build } from 'vite'
import { prerender } from './prerender'

/** Client bundle, server bundle, then every page rendered to its own HTML file. */
await build({ logLevel: 'warn' })
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true } })
const written = await prerender({ distDir: 'dist', serverEntry: new URL('../dist-ssr/entry-server.js', import.meta.url).href })
await rm('dist-ssr', { recursive: true, force: true })
await rm('dist/.vite', { recursive: true, force: true })
console.log(`Prerendered ${written.length} files: ${written.join(', ')}`)
