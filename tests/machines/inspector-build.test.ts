import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MACHINE_TRACE_GLOBAL } from '../../src/devtools/machineTrace'

/** Strings only the inspector's code contains: the window it opens, its package and entry point. */
const INSPECTOR_MARKERS = ['xstateinspector', 'statelyai', 'createBrowserInspector']

let outDir = ''
let chunks: string[] = []

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'site-build-'))
  await promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: 'production', VITE_INSPECT: '1' },
  })
  const files = await readdir(outDir, { recursive: true })
  chunks = await Promise.all(files.filter((file) => file.endsWith('.js')).map((file) => readFile(join(outDir, file), 'utf8')))
}, 60_000)

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true })
})

describe('the production build', () => {
  it('holds the site actor system, whose root would take the inspector', () => {
    expect(chunks.some((chunk) => chunk.includes('toastQueue') && chunk.includes('cookieConsent'))).toBe(true)
  })

  it('contains no inspector code, even with VITE_INSPECT=1', () => {
    const found = INSPECTOR_MARKERS.filter((marker) => chunks.some((chunk) => chunk.includes(marker)))
    expect(found).toEqual([])
  })

  it('records no machine steps: the trace of the browser path tests needs VITE_MACHINE_TRACE=1', () => {
    expect(chunks.filter((chunk) => chunk.includes(MACHINE_TRACE_GLOBAL))).toEqual([])
  })

  it('would notice the inspector: its package contains the markers', async () => {
    const inspectorSource = await readFile('node_modules/@statelyai/inspect/dist/index.mjs', 'utf8')
    expect(INSPECTOR_MARKERS.filter((marker) => inspectorSource.includes(marker))).toEqual(INSPECTOR_MARKERS)
  })
})
