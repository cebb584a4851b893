import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, relative } from 'node:path'
import type { Plugin } from 'vite'

/** Where the client build records the modules of each chunk, beside the manifest. */
export const CHUNK_MODULES_FILE = '.build/chunk-modules.json'

/** Per chunk file (`assets/…js`): each module, relative to the root, with the length of its code in that chunk. */
export type ChunkModules = Record<string, Record<string, number>>

/** A module id as the report names it: relative to the root, or the bundler's own name for a virtual module. */
function moduleName(id: string, root: string): string {
  const plain = id.replace(/^\0/, '').split('?')[0]!
  return isAbsolute(plain) ? relative(root, plain) : plain
}

/**
 * Records which modules each chunk of the client build holds, with their rendered lengths (the
 * bundler's figure, before minification), so the bench can say what a page's script is made of.
 */
export function chunkModules(file = CHUNK_MODULES_FILE): Plugin {
  let root = process.cwd()
  return {
    name: 'havbors:chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root
    },
    async generateBundle(_options, bundle) {
      const chunks: ChunkModules = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [moduleName(id, root), module.renderedLength]),
        )
      }
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, `${JSON.stringify(chunks, null, 1)}\n`)
    },
  }
}
