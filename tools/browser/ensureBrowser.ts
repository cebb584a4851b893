import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { SYSTEM_CHROMIUM } from './chromium'

/** Makes sure a Chromium is there for the browser tests: Debian's if it can be had, else Playwright's. */
function ensureBrowser(): void {
  if (existsSync(SYSTEM_CHROMIUM)) return
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return
  }
  console.log('Installing Playwright’s Chromium…')
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
}

ensureBrowser()
