import type { Page } from '@playwright/test'
import { readManifest } from '../../../build/bundle/buildManifest'
import { SITE_URL, STACK_URL } from '../../../tools/browser/endpoints'
import { expect } from './fixtures'

/**
 * Watches what a page loads of the backend: whether it fetched supabase-js (its chunks, as this
 * build's manifest names them) and which requests went to the run's stack.
 */
export async function watchClientLoads(page: Page) {
  const manifest = await readManifest()
  const clientChunks = Object.entries(manifest)
    .filter(([key]) => key.includes('node_modules/@supabase/'))
    .map(([, chunk]) => `/${chunk.file}`)
  expect(clientChunks.length, 'the build has a chunk of its own for supabase-js').toBeGreaterThan(0)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  return {
    loadedClient: () => requests.some((url) => url.startsWith(SITE_URL) && clientChunks.includes(new URL(url).pathname)),
    stackRequests: () => requests.filter((url) => url.startsWith(STACK_URL)),
  }
}
