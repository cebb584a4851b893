import type { EngineHost, EngineHostOptions } from './driver'
import type { Engine } from './engines'
import { startPuppeteerHost } from './puppeteerHost'
import { startWebKitHost } from './webKitHost'

/** Starts a browser of `engine`, ready to open tabs. */
export function startEngine(engine: Engine, options: EngineHostOptions = {}): Promise<EngineHost> {
  return engine === 'webkit' ? startWebKitHost(options) : startPuppeteerHost(engine, options)
}
