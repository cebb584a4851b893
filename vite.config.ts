import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { resolveCaptchaConfig } from './src/backend/captchaConfig.ts'
import { pageMeta, routeIndexOf } from './src/content/routes.ts'
import { bareDynamicImports } from './build/bundle/bareDynamicImports.ts'
import { eagerCompile } from './build/bundle/eagerCompile.ts'
import { inlineFavicon } from './build/bundle/inlineFavicon.ts'
import { SHELL_CHUNK, shellChunkName } from './build/bundle/shellChunk.ts'
import { staticStyles } from './build/bundle/staticStyles/plugin.ts'

export default defineConfig({
  plugins: [
    staticStyles(),
    bareDynamicImports(),
    react(),
    eagerCompile([SHELL_CHUNK]),
    inlineFavicon(new URL('./src/assets/favicon.svg', import.meta.url)),
  ],
  resolve: {
    alias: [
      { find: 'styled-system', replacement: fileURLToPath(new URL('./styled-system', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/builtinSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __ROUTE_INDEX__: JSON.stringify(routeIndexOf(pageMeta)),
    // Resolved here, so a build without bot protection carries neither the settings' checks nor the slot's markup.
    __SITE_CAPTCHA__: JSON.stringify(resolveCaptchaConfig(loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'VITE_')) ?? null),
  },
  server: { host: '127.0.0.1', port: 5173 },
  // In development every source file is scanned for its dependencies at start, not only what the page imports: a
  // dependency found first by a lazy flow would be bundled then, and the press that loaded the flow lost to a reload.
  optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}'] },
  build: {
    target: 'es2022',
    manifest: true,
    // No preloads from script: each page's bootstrap imports what it needs to hydrate at once
    // (build/prerender/bootstrap.ts), and a chunk loaded later fetches its few imports itself.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Every dynamic import carries the file names of its chunks; the shared groups' names list
        // every page that uses them, so they are cut to the group and a hash.
        chunkFileNames: (chunk) => (chunk.name.startsWith('page-kit') ? 'assets/kit-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            // Each module goes where shellChunkName puts it: what the entry needs stays with it.
            { name: shellChunkName, debugName: 'shell and site system', includeDependenciesRecursively: false },
            // The import helper, which the entry and every chunk that loads another use: a few bytes, alone, so no
            // page kit is merged into it and loaded with every page.
            { name: 'import-helper', test: /^\0vite[\\/]preload-helper/ },
            // The sign-up tab's password checklist, its rules and texts, which the account pages share: one chunk.
            { name: 'password-kit', test: /[\\/](PasswordChecklist\.tsx|passwordPolicy\.ts|content[\\/]authForm\.ts)$/ },
            // The text field and the two-step code step's parts, which the sign-in and account pages share: one chunk
            // (in one per module, each page that asks for the code paid a chunk's overhead for each).
            {
              name: 'code-kit',
              test: /[\\/](flows[\\/]shared[\\/](TextField|TwoStepCodeField|LostPhoneNote|FormHeading)\.tsx|content[\\/]twoStepCode\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // The building blocks pages share, grouped by the pages that use them, small groups merged:
            // fewer, larger chunks per page than one per shared module.
            {
              name: 'page-kit',
              test: /[\\/]src[\\/](components|content)[\\/]|[\\/]styled-system[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              // Of 0 to 6,000 B, the size that adds least to each page's first load (measured with npm run bench).
              entriesAwareMergeThreshold: 1500,
            },
          ],
        },
      },
    },
  },
})
