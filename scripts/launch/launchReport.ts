import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { siteConfig } from '../../src/site.config'
import { placeholderFacts, placeholderLinks } from './placeholders'

const ROOT = process.cwd()
const CONFIG_FILE = 'src/site.config.ts'
const SITE_SOURCES = 'src'

async function siteSources(): Promise<{ file: string; text: string }[]> {
  const names = await readdir(join(ROOT, SITE_SOURCES), { recursive: true })
  const files = names.filter((name) => /\.tsx?$/.test(name)).map((name) => join(ROOT, SITE_SOURCES, name))
  return Promise.all(files.map(async (file) => ({ file: relative(ROOT, file), text: await readFile(file, 'utf8') })))
}

/** What must be settled before launch, one line each: the placeholder facts, then the links to placeholder hosts. */
export async function launchReport(): Promise<string[]> {
  const facts = placeholderFacts(await readFile(join(ROOT, CONFIG_FILE), 'utf8'), siteConfig)
  const links = placeholderLinks(await siteSources())
  return [
    ...facts.map(({ path, value }) => `${CONFIG_FILE}: ${path} is a placeholder: ${value}`),
    ...links.map(({ file, line, url }) => `${file}:${line}: link to a placeholder host: ${url}`),
  ]
}
