import { readFile } from 'node:fs/promises'
import { SHELL_CHUNK } from './shellChunk'

/** Where the build leaves the bundler's manifest: beside dist/, not in it, so it is never served. */
export const MANIFEST_FILE = '.build/manifest.json'

/** The manifest key of the entry: every page loads it first. */
export const ENTRY_KEY = 'index.html'

export type Manifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[] }>

export async function readManifest(file = MANIFEST_FILE): Promise<Manifest> {
  return JSON.parse(await readFile(file, 'utf8')) as Manifest
}

/** The manifest key of the chunk a chunk rule named `name` (such chunks are keyed by their file, not by a source). */
export function chunkKeyNamed(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name && candidate.startsWith('_'))
  if (!key) throw new Error(`The build manifest has no chunk named ${name}`)
  return key
}

/** The manifest keys of a module's chunk and of every chunk it imports statically: what must load before it runs. */
export function staticChunkKeys(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (!manifest[key] || seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticChunkKeys(manifest, imported, seen)
  return seen
}

/**
 * The manifest keys of what a page needs to hydrate: the entry (first), the shell and the page's own
 * chunk (`pageKey`), with everything they import statically.
 */
export function hydrationChunkKeys(manifest: Manifest, pageKey: string): Set<string> {
  const keys = new Set<string>()
  for (const root of [ENTRY_KEY, chunkKeyNamed(manifest, SHELL_CHUNK), pageKey]) staticChunkKeys(manifest, root, keys)
  return keys
}
