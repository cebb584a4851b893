import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as dataProcessingConfig from '../../src/dataProcessing.config'
import * as siteConfig from '../../src/site.config'
import { placeholderFacts, placeholderLinks } from './placeholders'

const ROOT = process.cwd()
/** The files that hold the business facts, with their exports. */
const CONFIG_FILES = [
  { file: 'src/site.config.ts', exports: siteConfig },
  { file: 'src/dataProcessing.config.ts', exports: dataProcessingConfig },
]
const SITE_SOURCES = 'src'

async function siteSources(): Promise<{ file: string; text: string }[]> {
  const names = await readdir(join(ROOT, SITE_SOURCES), { recursive: true })
  const files = names.filter((name) => /\.tsx?$/.test(name)).map((name) => join(ROOT, SITE_SOURCES, name))
  return Promise.all(files.map(async (file) => ({ file: relative(ROOT, file), text: await readFile(file, 'utf8') })))
}

/** What must be settled before launch, one line each: the placeholder facts, then the links to placeholder hosts. */
export async function launchReport(): Promise<string[]> {
  const facts = await Promise.all(
    CONFIG_FILES.map(async ({ file, exports }) =>
      placeholderFacts(await readFile(join(ROOT, file), 'utf8'), exports).map((fact) => ({ file, ...fact })),
    ),
  )
  const links = placeholderLinks(await siteSources())
  return [
    ...facts.flat().map(({ file, path, value }) => `${file}: ${path} is a placeholder: ${value}`),
    ...links.map(({ file, line, url }) => `${file}:${line}: link to a placeholder host: ${url}`),
  ]
}

/** The build's last word: a warning with what is still to settle, if anything is. */
export async function warnUnlessReadyForLaunch(): Promise<void> {
  const unsettled = await launchReport()
  if (unsettled.length === 0) return
  console.warn(`Warning: not ready for launch (npm run check:launch), ${unsettled.length} things to settle:`)
  for (const line of unsettled) console.warn(`  ${line}`)
}
