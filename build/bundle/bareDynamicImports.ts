import type { Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Vite wraps every dynamic import in a helper that first loads the imported chunk's stylesheets (and, with module
 * preload on, its imports). Our only stylesheet is the entry's and module preload is off, so the helper had nothing
 * to do, yet was a chunk of 1.7 KB in every page's first load. This gives it the one job left: the import itself. A
 * lazily loaded chunk that comes with a stylesheet of its own fails the build, as it would need the real helper.
 */
export function bareDynamicImports(): Plugin {
  return {
    name: 'bare-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : null
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${chunk.fileName} comes with a stylesheet of its own, which only Vite's preload helper loads`)
        }
      }
    },
  }
}
