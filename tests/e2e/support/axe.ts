import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { describeViolations, WCAG_TAGS } from '../../../tools/browser/axeRules'
import { expect, test } from './fixtures'
import { LAPTOP, PHONE } from './viewports'

/**
 * Runs axe on the page as it is and expects no violation of `WCAG_TAGS`, listed by rule and target. Axe runs in the
 * page itself (legacy mode): the isolated second page that the default mode opens is only needed for cross-origin
 * frames, which the site has none of, and costs each run about a second. Only violations are collected.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  expect(describeViolations(violations)).toEqual([])
}

/** The screens the pages are checked on. */
const AXE_VIEWPORTS = { phone: PHONE, laptop: LAPTOP }

/**
 * `expectNoViolations` on a phone's screen, then on a laptop's, which the page keeps. One visit serves both: the
 * layout answers the width by CSS alone.
 */
export async function expectNoViolationsAtBothWidths(page: Page): Promise<void> {
  for (const [device, viewport] of Object.entries(AXE_VIEWPORTS)) {
    await page.setViewportSize(viewport)
    await test.step(`on a ${device}`, () => expectNoViolations(page))
  }
}
