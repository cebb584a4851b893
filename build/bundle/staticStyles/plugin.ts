import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { loadStyleRuntime, type StyleRuntime, transformStyleCalls } from './transform.ts'

/**
 * The production build's step that turns style calls known at build time into their class names,
 * for the client and the server bundles alike; the dev server keeps the runtime.
 */
export function staticStyles(options: { outdir?: string } = {}): Plugin {
  let runtime: StyleRuntime | undefined
  let root = process.cwd()
  /** The modules that still call the runtime somewhere, and how often. */
  const left = new Map<string, number>()
  return {
    name: 'havbors:static-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      runtime = await loadStyleRuntime(resolve(root, options.outdir ?? 'styled-system'))
      left.clear()
    },
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/ },
      handler(code, id) {
        const file = id.split('?')[0]!
        if (!runtime || !file.startsWith(resolve(root, 'src') + '/')) return null
        const result = transformStyleCalls(code, file, runtime)
        if (result?.left) left.set(relative(root, file), result.left)
        return result && { code: result.code, map: result.map }
      },
    },
    buildEnd() {
      const calls = [...left].map(([file, count]) => `${file} (${count})`)
      if (calls.length > 0) this.info(`Style calls left to the Panda runtime, known only at run time: ${calls.join(', ')}`)
    },
  }
}
