import { describeBackend, resolveBackendConfig } from '../src/backend/backendConfig'
import { envOfThisBuild } from './buildEnv'
import { bundle, removeServerBundle } from './bundle/bundle'
import { precompress } from './compress/precompress'
import { warnUnlessReadyForLaunch } from './launch/launchReport'
import { prerender } from './prerender/prerender'
import { HEADERS_FILE, writeHeadersFile } from './security/buildPolicy'

/**
 * `npm run build`: the site into dist/, ready for a static host. The Vite config is vite.config.ts,
 * or the one BUILD_VITE_CONFIG names (the bench's adds its measuring).
 */
const env = envOfThisBuild()
const { manifest, serverEntry } = await bundle(process.env.BUILD_VITE_CONFIG || undefined)
const written = await prerender({ distDir: 'dist', serverEntry, manifest })
await removeServerBundle()
await writeHeadersFile('dist', env)
// Last, so that the precompressed copies are of the final files (and `_headers` has no rule of their own).
const compressed = await precompress('dist')

console.log(`Prerendered ${written.length} files: ${written.join(', ')}`)
console.log(describeBackend(resolveBackendConfig(env)))
console.log(`Headers for static hosts, security policy and caching included: dist/${HEADERS_FILE}`)
console.log(`Brotli and gzip copies of ${compressed} text files beside them, for hosts that serve precompressed files`)
await warnUnlessReadyForLaunch()
