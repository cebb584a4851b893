import { test as base } from '@playwright/test'
import type { EngineHost } from '../../../tools/browser/engines/driver'
import type { Engine } from '../../../tools/browser/engines/engines'
import { startEngine } from '../../../tools/browser/engines/startEngine'
import { LAPTOP, PHONE } from '../../e2e/support/viewports'
import { Visitor } from './visitor'

export { expect } from '@playwright/test'

/** The page's height at each width the flows run at: a phone's and a laptop's. */
const HEIGHTS: Record<number, number> = { [PHONE.width]: PHONE.height, [LAPTOP.width]: LAPTOP.height }

/**
 * `test` for the engine suite: each project names an engine and a width, and a test gets a visitor
 * in a fresh tab (its own storage) of that engine. A worker keeps one browser of its engine. A test
 * fails when its pages reported a console error, an uncaught exception or a CSP violation that it did
 * not allow.
 */
export interface EngineTestOptions {
  width: number
}
export interface EngineWorkerOptions {
  engine: Engine
  /** The browser asks pages for reduced motion, so nothing fades in. */
  reduceMotion: boolean
}

export const test = base.extend<EngineTestOptions & { visitor: Visitor }, EngineWorkerOptions & { engineHost: EngineHost }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  reduceMotion: [false, { option: true, scope: 'worker' }],
  width: [1280, { option: true }],
  engineHost: [
    async ({ engine, reduceMotion }, use) => {
      const host = await startEngine(engine, { reducedMotion: reduceMotion })
      await use(host)
      await host.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  visitor: async ({ engineHost, width }, provide) => {
    const driver = await engineHost.newDriver({ width, height: HEIGHTS[width] ?? LAPTOP.height })
    const visitor = new Visitor(driver, width)
    await provide(visitor)
    const problems = await visitor.unexpectedProblems()
    await driver.close()
    if (problems.length > 0)
      throw new Error(['The browser reported problems during the test:', ...problems.map((text) => `  - ${text}`)].join('\n'))
  },
})
