import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { shellChunkName } from './scripts/shellChunk.ts'
import { staticStyles } from './scripts/staticStyles.ts'

export default defineConfig({
  plugins: [staticStyles(), react()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunkName, debugName: 'shell' }] } } },
  },
})
