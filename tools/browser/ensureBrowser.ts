import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { ENGINE_FILES, ENGINE_PACKAGES, ENGINES, type Engine } from './engines/engines'

/**
 * Makes sure the browsers of the browser tests are there: Debian's Chromium headless shell (or Playwright's own
 * where a developer installed it), and with `--all-engines` Debian's Firefox ESR and WebKitGTK's
 * WebDriver with the virtual X server it runs under. Missing Debian packages are installed with
 * apt-get when running as root.
 */
function ensureBrowsers(engines: readonly Engine[]): void {
  const missing = engines.filter((engine) => !ENGINE_FILES[engine].every((file) => existsSync(file)))
  if (missing.length === 0) return
  const packages = missing.flatMap((engine) => ENGINE_PACKAGES[engine])
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
  if (missing.length === 1 && missing[0] === 'chromium' && existsSync(chromium.executablePath())) return
  throw new Error(`The browser tests need Debian's ${packages.join(', ')}: install them with apt-get as root.`)
}

ensureBrowsers(process.argv.includes('--all-engines') ? ENGINES : ['chromium'])
