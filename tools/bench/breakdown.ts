import type { ChunkModules } from './chunkModules'

/** What a module counts to: an npm package, a folder of the site's own code, or the bundler's runtime. */
export interface ModuleGroup {
  kind: 'package' | 'site' | 'bundler'
  name: string
}

/** Folders whose subfolders are reported one by one (each flow, each kind of component). */
const SPLIT_FOLDERS = ['src/flows/', 'src/components/']
const SITE_ROOTS = ['src/', 'machines/', 'styled-system/', 'supabase/']

/**
 * The group of a module id (relative to the root): the package of its innermost `node_modules`; for
 * the site's code its folder, two levels deep (`src/app`, `machines`) or three in `src/flows` and
 * `src/components` (`src/flows/newsletter`); anything else is the bundler's own code.
 */
export function moduleGroup(id: string): ModuleGroup {
  const inPackage = id.split('node_modules/').at(-1)!
  if (inPackage !== id) {
    const [first, second] = inPackage.split('/')
    return { kind: 'package', name: first!.startsWith('@') ? `${first}/${second}` : first! }
  }
  if (!SITE_ROOTS.some((root) => id.startsWith(root))) return { kind: 'bundler', name: 'bundler runtime' }
  const folders = id.split('/').slice(0, -1)
  const depth = SPLIT_FOLDERS.some((folder) => id.startsWith(folder)) ? 3 : 2
  return { kind: 'site', name: folders.slice(0, depth).join('/') }
}

export interface GroupShare extends ModuleGroup {
  /** Gzip bytes. */
  bytes: number
}

/**
 * The gzip bytes of `scripts` by group, largest first. A chunk is compressed as a whole, so each
 * module gets the share of its chunk's gzip size that its rendered length has of the chunk's: an
 * estimate (modules compress unequally, and the lengths are taken before minification), exact in sum.
 */
export function breakdown(scripts: readonly { file: string; gzipBytes: number }[], chunks: ChunkModules): GroupShare[] {
  const groups = new Map<string, GroupShare>()
  for (const { file, gzipBytes } of scripts) {
    const modules = Object.entries(chunks[file] ?? {})
    const total = modules.reduce((sum, [, length]) => sum + length, 0)
    if (total === 0) throw new Error(`The build recorded no modules for ${file}`)
    for (const [id, length] of modules) {
      const group = moduleGroup(id)
      const key = `${group.kind}:${group.name}`
      const share = groups.get(key) ?? { ...group, bytes: 0 }
      share.bytes += (gzipBytes * length) / total
      groups.set(key, share)
    }
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes)
}
