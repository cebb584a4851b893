import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EngineHost, EngineHostOptions } from './driver'
import { ENGINE_EXECUTABLES } from './engines'
import type { WebDriverSession } from './webDriverClient'
import { newWebKitDriver, openWebKitSession } from './webKitDriver'
import { startXvfb } from './xvfb'
import { stopProcess } from '../../../supabase/local/stopProcess'

/**
 * WebKitGTK through its WebDriver server, WebKitWebDriver, on a virtual X server of its own: the
 * server drives one window (MiniBrowser) per session and holds one session at a time, so a host opens
 * one driver at a time. The window is kept from driver to driver (each leaves it blank, the site's
 * storage cleared), as a new window takes seconds.
 *
 * MiniBrowser's window keeps its toolbar, whose widgets would hold the window at least 447 px wide: a
 * GTK style sheet of the host's own shrinks them, so the page can be as narrow as a phone. The page's
 * own content is drawn by WebKit, which that sheet does not reach.
 */
export async function startWebKitHost(options: EngineHostOptions = {}): Promise<EngineHost> {
  const configHome = await mkdtemp(join(tmpdir(), 'webkit-host-'))
  await writeGtkConfig(configHome, options)
  const xServer = await startXvfb()
  const port = await freePort()
  const server = spawn(ENGINE_EXECUTABLES.webkit, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xServer.display, XDG_CONFIG_HOME: configHome },
    stdio: 'ignore',
  })
  const serverUrl = `http://127.0.0.1:${port}`
  let window: WebDriverSession | undefined
  const close = async () => {
    await window?.delete().catch(() => undefined)
    await stopProcess(server)
    await xServer.stop()
    await rm(configHome, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(serverUrl, server)
  } catch (error) {
    await close()
    throw error
  }
  return {
    engine: 'webkit',
    newDriver: async (driverOptions) => {
      window ??= await openWebKitSession(serverUrl)
      return newWebKitDriver(window, driverOptions)
    },
    close,
  }
}

async function writeGtkConfig(configHome: string, { reducedMotion = false }: EngineHostOptions): Promise<void> {
  await mkdir(join(configHome, 'gtk-3.0'))
  await writeFile(
    join(configHome, 'gtk-3.0', 'gtk.css'),
    '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; -gtk-icon-transform: scale(0.1); }\n',
  )
  // WebKitGTK answers prefers-reduced-motion from GTK's animation setting.
  await writeFile(join(configHome, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

async function waitUntilReady(serverUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`WebKitWebDriver ended (exit code ${server.exitCode})`)
    try {
      if ((await fetch(`${serverUrl}/status`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer at ${serverUrl} within 10 s`)
}
