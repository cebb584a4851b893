import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The WCAG levels axe checks the pages against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

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
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}
