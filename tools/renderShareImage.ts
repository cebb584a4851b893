import { readFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './browser/chromium'

/** Renders assets/share-image.svg to public/og-image.png at the 1200×630 size share previews use. */
const svg = await readFile('assets/share-image.svg', 'utf8')
const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(`<html><body style="margin:0">${svg}</body></html>`)
await page.screenshot({ path: 'public/og-image.png', clip: { x: 0, y: 0, width: 1200, height: 630 } })
await browser.close()
