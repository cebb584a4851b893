import { mergeConfig } from 'vite'
import siteConfig from '../../vite.config.ts'
import { chunkModules } from './chunkModules.ts'
import { EAGER_FLOWS_ENV, eagerImports } from './eagerImports.ts'

/**
 * The site's own build, plus what the bench measures it by: each chunk's modules recorded, and with
 * EAGER_FLOWS_ENV=1 every flow loaded with the page (the comparison build). The site's build has neither.
 */
export default mergeConfig(siteConfig, {
  plugins: [chunkModules(), ...(process.env[EAGER_FLOWS_ENV] === '1' ? [eagerImports()] : [])],
})
