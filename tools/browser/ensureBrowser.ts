import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { SYSTEM_CHROMIUM } from './chromium'
import { ENGINE_FILES, ENGINE_PACKAGES, ENGINES, type Engine } from './engines/engines'

type Need = { files: readonly string[]; packages: readonly string[] }

const engineNeed = (engine: Engine): Need => ({ files: ENGINE_FILES[engine], packages: ENGINE_PACKAGES[engine] })

/** The bench's whole Chromium, which the browser tests do not use. */
const BENCH_CHROMIUM: Need = { files: [SYSTEM_CHROMIUM], packages: ['chromium'] }

/**
 * Makes sure the browsers of the browser tests are there: Debian's Chromium headless shell (or Playwright's own
 * where a developer installed it); with `--all-engines` Debian's Firefox ESR and WebKitGTK's WebDriver with the
 * virtual X server it runs under; with `--bench` Debian's whole Chromium. Missing Debian packages are installed
 * with apt-get when running as root.
 */
function ensureBrowsers(needs: readonly Need[]): void {
  const missing = needs.filter(({ files }) => !files.every((file) => existsSync(file)))
  if (missing.length === 0) return
  const packages = missing.flatMap((need) => need.packages)
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing ${packages.join(', ')} from Debian…`)
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-upgrade', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return
  }
  // Nothing is downloaded here: a machine without apt may use a Chromium its developer installed for Playwright.
  const onlyTestChromium = missing.length === 1 && missing[0].files === ENGINE_FILES.chromium
  if (onlyTestChromium && existsSync(chromium.executablePath())) return
  throw new Error(`The browser tests need Debian's ${packages.join(', ')}: install them with apt-get as root.`)
}

const engines: readonly Engine[] = process.argv.includes('--all-engines') ? ENGINES : ['chromium']
ensureBrowsers(process.argv.includes('--bench') ? [BENCH_CHROMIUM] : engines.map(engineNeed))
