import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * What every page needs before it can hydrate: React, the router, the styling runtime, the site's
 * shell and its head table. Bundled as one chunk so a first visit makes few requests; pages, the
 * drawer and the flows stay in chunks of their own and load when used. The entry stays out of it:
 * it awaits the current page's chunk, which imports this one, so sharing a chunk would deadlock.
 */
const SHELL_MODULES = [
  /node_modules\/(react|react-dom|scheduler|wouter|regexparam|mitt)\//,
  /styled-system\//,
  /\/src\/site\.config/,
  /\/src\/app\/(?!createSiteActor)/,
  /\/src\/seo\//,
  /\/src\/components\/ui\//,
  /\/src\/components\/layout\/(?!MobileMenuDrawer)/,
  /\/src\/components\/content\/HeroActions/,
  /\/src\/content\/(routes|navigation|footer|toast|notFound|faq|types|claims|actions)\./,
  /\/src\/pages\/NotFoundPage/,
]

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'shell', test: (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id)) }] },
      },
    },
  },
})
