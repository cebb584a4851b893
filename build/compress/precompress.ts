import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { TEXT_EXTENSIONS } from './contentTypes'

/** A content coding the build writes beside each text file, in the server's order of preference. */
export interface Precompression {
  /** Its name in Accept-Encoding and Content-Encoding. */
  coding: 'br' | 'gzip'
  /** Appended to the file's name. */
  suffix: string
  compress: (content: Buffer) => Buffer
}

/** Brotli, then gzip, each at its highest quality: compressed once at build time, the time it takes does not matter. */
export const PRECOMPRESSIONS: readonly Precompression[] = [
  {
    coding: 'br',
    suffix: '.br',
    compress: (content) =>
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { coding: 'gzip', suffix: '.gz', compress: (content) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }) },
]

/**
 * Writes `file.br` and `file.gz` beside a text file, each only where it is smaller than the file
 * (a tiny file can grow); a stale one from an earlier content is removed.
 */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file)
  for (const { suffix, compress } of PRECOMPRESSIONS) {
    const compressed = compress(content)
    if (compressed.length < content.length) await writeFile(file + suffix, compressed)
    else await rm(file + suffix, { force: true })
  }
}

/** Precompresses every text file under `dir`; returns how many it compressed. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const textFiles = entries.filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name)))
  for (const entry of textFiles) await precompressFile(join(entry.parentPath, entry.name))
  return textFiles.length
}
