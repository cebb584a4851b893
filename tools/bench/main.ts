import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Server } from 'node:http'
import { PAGE_PATHS, pageMeta, type PagePath } from '../../src/content/routes'
import { startStaticServer } from '../serve/staticServer'
import { BARE_PAGE, BARE_PAGE_FILE } from './barePage'
import { breakdown } from './breakdown'
import { byteVerdicts, failsDeterministicBudget, lcpRatio, lighthouseVerdicts } from './budgets'
import type { ChunkModules } from './chunkModules'
import { gzipSize, measureFirstLoad, VISITS, type SiteBuild } from './firstLoad'
import { timeInteractions } from './interactions'
import { writeFloors } from './floor'
import { AUDITS_SKIPPED_WHEN_NOINDEX, CATEGORIES, type LighthouseFigures, medianLighthouse } from './lighthouse'
import { benchOptions } from './options'
import type { BenchReport, EagerReport, PageReport, VisitReport } from './report'
import { writeResults } from './results'
import { buildEagerSite, buildSite } from './siteBuilds'
import { printReport } from './table'

const HOST = '127.0.0.1'
const options = benchOptions(process.argv.slice(2), process.env)
const timings: Record<string, number> = {}

/** Runs a phase and records its wall time. */
async function timed<T>(phase: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    timings[phase] = Math.round((performance.now() - started) / 1000)
  }
}

async function pageBytes(path: PagePath): Promise<PageReport> {
  const { js, jsToHydrate, css, html } = await measureFirstLoad(path)
  const bytes = { js, jsToHydrate, css, html }
  // A page for signed-in users sends a new visitor, as the bench's, to sign in from its own HTML: measured as that visit.
  return { path, redirectTo: pageMeta[path].redirectTo, bytes, verdicts: byteVerdicts({ path, ...bytes }) }
}

async function visitOfHome(build: SiteBuild, chunks: ChunkModules, visit: VisitReport['visit']): Promise<VisitReport> {
  const load = await measureFirstLoad('/', { visit, build })
  const scripts = await Promise.all(load.scripts.map(async (file) => ({ file, gzipBytes: await gzipSize(build.dist, file) })))
  return { visit, js: load.js, scripts: load.scripts, groups: breakdown(scripts, chunks) }
}

async function serve(root: string, port: number): Promise<Server> {
  return startStaticServer({ root, host: HOST, port })
}

/** Lighthouse on every page that is not a redirect, on the site and on its floors, and on the bare page; returns the bare page's figures. */
async function measurePages(pages: PageReport[]): Promise<LighthouseFigures> {
  const floors = await writeFloors('dist')
  await writeFile(join(floors.noScript, BARE_PAGE_FILE), BARE_PAGE)
  const servers = await Promise.all([
    serve('dist', options.port),
    serve(floors.noScript, options.floorPort),
    serve(floors.inlinedCss, options.floorPort + 1),
  ])
  try {
    const reference = await medianLighthouse(`http://${HOST}:${options.floorPort}/${BARE_PAGE_FILE}`, options.runs, {
      categories: ['performance'],
    })
    console.log('  measured the bare page')
    const measured = pages.filter((candidate) => !candidate.redirectTo && (options.pages?.includes(candidate.path) ?? true))
    for (const page of measured) {
      const url = (port: number) => `http://${HOST}:${port}${page.path}`
      const noindex = !pageMeta[page.path as PagePath].indexable
      const lighthouse = await medianLighthouse(url(options.port), options.runs, { skipAudits: noindex ? AUDITS_SKIPPED_WHEN_NOINDEX : [] })
      const noScript = await medianLighthouse(url(options.floorPort), options.runs, { categories: ['performance'] })
      const inlinedCss = (await medianLighthouse(url(options.floorPort + 1), options.runs, { categories: ['performance'] })).lcpMs
      if (noindex) page.skippedAudits = [...AUDITS_SKIPPED_WHEN_NOINDEX]
      page.lighthouse = lighthouse
      page.floorLcpMs = { noScript: noScript.lcpMs, inlinedCss }
      page.floorTbtMs = noScript.tbtMs
      page.lcpOverFloor = lcpRatio(lighthouse.lcpMs, noScript.lcpMs)
      const scores = CATEGORIES.map((category) => lighthouse.scores[category] ?? 0)
      page.verdicts.push(
        ...lighthouseVerdicts({ scores, lcpMs: lighthouse.lcpMs, tbtMs: lighthouse.tbtMs, cls: lighthouse.cls }, noScript.lcpMs),
      )
      console.log(`  measured ${page.path}`)
    }
    return reference
  } finally {
    for (const server of servers) server.close()
  }
}

/** The bench's interactions on the site as built, each run `options.runs` times. */
async function measureInteractions() {
  const server = await serve('dist', options.port)
  try {
    return await timeInteractions(`http://${HOST}:${options.port}`, options.runs)
  } finally {
    server.close()
  }
}

async function compareEager(eagerBuild: SiteBuild, pages: readonly PageReport[]): Promise<EagerReport> {
  const eagerPages = await Promise.all(
    pages.map(async (page) => {
      const { js } = await measureFirstLoad(page.path as PagePath, { build: eagerBuild })
      return { path: page.path, onDemandJs: page.bytes.js, eagerJs: js, ratio: js / page.bytes.js }
    }),
  )
  if (!options.lighthouse) return { pages: eagerPages }
  const server = await serve(eagerBuild.dist, options.floorPort + 2)
  try {
    return {
      pages: eagerPages,
      home: await medianLighthouse(`http://${HOST}:${options.floorPort + 2}/`, options.runs, { categories: ['performance'] }),
    }
  } finally {
    server.close()
  }
}

const started = performance.now()
const eagerBuild = options.eager ? await timed('eager build', buildEagerSite) : null
const site = await timed('build', buildSite)
const pages = await Promise.all(PAGE_PATHS.map(pageBytes))
const chunks = JSON.parse(await readFile(site.chunkModulesFile, 'utf8')) as ChunkModules
const visits = await Promise.all(VISITS.map((visit) => visitOfHome(site, chunks, visit)))
const reference = options.lighthouse ? await timed('Lighthouse', () => measurePages(pages)) : undefined
const eager = eagerBuild ? await timed('eager comparison', () => compareEager(eagerBuild, pages)) : undefined
const interactions = options.interactions ? await timed('interactions', measureInteractions) : undefined
timings.total = Math.round((performance.now() - started) / 1000)

const report: BenchReport = { date: new Date().toISOString(), runs: options.runs, timings, pages, reference, visits, eager, interactions }
printReport(report)
console.log(`\nJSON: ${await writeResults(report)}`)
if (failsDeterministicBudget(pages.flatMap((page) => page.verdicts))) {
  console.error('\nOver a byte budget: see the ✗ marks above.')
  process.exitCode = 1
}
