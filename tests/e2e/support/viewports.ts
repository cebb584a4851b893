import type { Page } from '@playwright/test'

/** The screens the browser tests use: a phone's (the site's narrowest layout) and a laptop's. */
export const PHONE = { width: 375, height: 740 } as const
export const LAPTOP = { width: 1280, height: 800 } as const

/** How far the page is wider than the screen, in CSS pixels: 0 or less when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
