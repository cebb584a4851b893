import type { Locator, Page } from '@playwright/test'
import { homeContent } from '../../src/content/home'
import { navigationText } from '../../src/content/navigation'
import { postalTown } from '../../src/content/postalTown'
import { colors } from '../../src/theme/colors'
import { cookieBanner } from './support/cookieBanner'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { sidewaysOverflow } from './support/viewports'
import { CONTENT_PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'

// Reduced motion shows every section at once, so boxes are measured where a reader sees them.
test.use({ reducedMotion: 'reduce' })

/** The light hairline colour (the `border` token) as the browser computes it. */
function hairlineColour(): string {
  const hex = colors.slate[200].value.slice(1)
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${red}, ${green}, ${blue})`
}

/** How many lines an element's text takes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size
  })
}

/** The left edge of an element's text. */
function textLeft(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return Math.round(range.getBoundingClientRect().left)
  })
}

/** The window made `width` wide: the layout follows from CSS alone, so the page need not load again. */
const resize = (page: Page, width: number) => page.setViewportSize({ width, height: 900 })

async function open(page: Page, path: string, width: number): Promise<void> {
  await resize(page, width)
  await page.goto(path)
  await waitForHydration(page)
}

test('the navigation bar fits on one line wherever it is shown, and the menu button takes over below that', async ({ page }) => {
  const bar = page.getByRole('navigation', { name: navigationText.mainLabel })
  const menuButton = page.getByRole('button', { name: navigationText.openMenu })
  let barShownSomewhere = false
  await open(page, '/', 1024)
  for (const width of [1024, 1100, 1150, 1200, 1279, 1280, 1440]) {
    await resize(page, width)
    const links = bar.getByRole('listitem').getByRole('link')
    if (!(await links.first().isVisible())) {
      await expect(menuButton, `at ${width} px`).toBeVisible()
      continue
    }
    barShownSomewhere = true
    await expect(menuButton, `at ${width} px`).toBeHidden()
    for (const link of [...(await links.all()), bar.getByRole('link', { name: navigationText.bookDemo })])
      expect(await lineCount(link), `${await link.textContent()} at ${width} px`).toBe(1)
    const barBox = (await bar.boundingBox())!
    // The right edge of the page's column (the footer's, less its 32 px padding), where the bar must end too.
    const column = (await page.getByRole('contentinfo').locator('> div').boundingBox())!
    const columnRight = column.x + column.width - 32
    for (const item of [...(await links.all()), bar.getByRole('link', { name: navigationText.register })]) {
      const box = (await item.boundingBox())!
      expect(box.y + box.height, `${await item.textContent()} at ${width} px`).toBeLessThanOrEqual(barBox.y + barBox.height)
      expect(box.x + box.width, `${await item.textContent()} at ${width} px`).toBeLessThanOrEqual(columnRight + 1)
    }
  }
  expect(barShownSomewhere).toBe(true)
})

for (const path of ['/om-oss', '/personvern', '/kontakt']) {
  test(`the bar, breadcrumbs, content, cookie banner and footer of ${path} start on one left edge`, async ({ page }) => {
    const edges = {
      logo: page.getByRole('banner').getByRole('link').first(),
      breadcrumbs: page.getByRole('navigation', { name: navigationText.breadcrumbLabel }).getByRole('link').first(),
      heading: page.getByRole('heading', { level: 1 }),
      // A section's heading, not the one inside the boxed table of contents.
      section: page.locator('main h2:not(nav h2)').first(),
      banner: cookieBanner(page).region.getByRole('paragraph').first(),
      footer: page.getByRole('contentinfo').locator('svg').first(),
    }
    await open(page, path, 375)
    for (const width of [375, 1024, 1280, 1440]) {
      await resize(page, width)
      // Polled: right after a resize the fixed bar was once measured on the old width while the rest had the new one.
      await expect
        .poll(
          async () => {
            const lefts = Object.entries(edges).map(
              async ([name, element]) => [name, Math.round((await element.boundingBox())!.x)] as const,
            )
            const [[, first], ...rest] = await Promise.all(lefts)
            return rest.filter(([, left]) => left !== first)
          },
          { message: `at ${width} px, the edges not on the logo's` },
        )
        .toEqual([])
    }
  })
}

test('the hairlines under the header and the breadcrumbs and in the drawer are the light border colour', async ({ page }) => {
  await open(page, '/kontakt', 375)
  const header = page.getByRole('banner')
  const breadcrumbs = page.getByRole('navigation', { name: navigationText.breadcrumbLabel })
  await expect(header).toHaveCSS('border-bottom-color', hairlineColour())
  await expect(breadcrumbs).toHaveCSS('border-bottom-color', hairlineColour())
  await page.getByRole('button', { name: navigationText.openMenu }).click()
  const register = page.getByRole('dialog').getByRole('link', { name: navigationText.register })
  await expect(register.locator('..')).toHaveCSS('border-top-color', hairlineColour())
})

for (const path of ['/', '/oppdretter', '/rederi', '/om-oss']) {
  test(`the last row of every card grid on ${path} is full or one card short, never one card alone, at 1024 and 1280 px`, async ({
    page,
  }) => {
    await open(page, path, 1024)
    for (const width of [1024, 1280]) {
      await resize(page, width)
      const grids = await page.locator('main ul').evaluateAll((lists) =>
        lists
          .map((list) => ({ list, columns: getComputedStyle(list).gridTemplateColumns.split(' ').length }))
          .filter(({ list, columns }) => getComputedStyle(list).display === 'grid' && columns > 1 && list.children.length > 1)
          .map(({ list, columns }) => {
            const tops = [...list.children].map((card) => Math.round(card.getBoundingClientRect().top))
            return { columns, lastRow: tops.filter((top) => top === Math.max(...tops)).length }
          }),
      )
      expect(grids.length, `at ${width} px`).toBeGreaterThan(0)
      for (const { columns, lastRow } of grids) {
        expect(lastRow, `at ${width} px`).toBeGreaterThan(1)
        expect(lastRow, `at ${width} px`).toBeGreaterThanOrEqual(columns - 1)
      }
    }
  })
}

test('the app section keeps its checklist close under its introduction', async ({ page }) => {
  await open(page, '/', 1280)
  const section = page.getByRole('region', { name: homeContent.app.heading })
  const intro = section.getByText(homeContent.app.text)
  const checklist = section.getByRole('list').filter({ hasText: homeContent.app.bullets[0]! })
  const gap = (await checklist.boundingBox())!.y - ((await intro.boundingBox())!.y + (await intro.boundingBox())!.height)
  // The section header's own margin is 40 px.
  expect(gap).toBeLessThanOrEqual(40)
})

test("the drawer's links start where its title and buttons do", async ({ page }) => {
  await open(page, '/', 375)
  await page.getByRole('button', { name: navigationText.openMenu }).click()
  const drawer = page.getByRole('dialog', { name: navigationText.menuTitle })
  const titleLeft = await textLeft(drawer.getByRole('heading', { name: navigationText.menuTitle }))
  const buttonLeft = Math.round((await drawer.getByRole('link', { name: navigationText.register }).boundingBox())!.x)
  expect(buttonLeft).toBe(titleLeft)
  for (const link of [
    ...(await drawer.getByRole('listitem').getByRole('link').all()),
    drawer.getByRole('link', { name: navigationText.login }),
  ])
    expect(await textLeft(link), (await link.textContent()) ?? '').toBe(titleLeft)
})

for (const { path } of CONTENT_PAGES) {
  test(`${path} is no wider than a 320 px screen, and its buttons stacked on a phone are as wide as their column`, async ({ page }) => {
    await open(page, path, 320)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await resize(page, 375)
    const widths = await page.locator('main a.button').evaluateAll((buttons) =>
      buttons
        .filter((button) => button.parentElement!.querySelectorAll(':scope > a.button').length > 1)
        .map((button) => {
          const parent = button.parentElement!
          const style = getComputedStyle(parent)
          const column = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          return { button: button.textContent, width: Math.round(button.getBoundingClientRect().width), column: Math.round(column) }
        }),
    )
    for (const { button, width, column } of widths) expect(width, button ?? '').toBe(column)
  })
}

test(`'${postalTown}' is never broken over two lines`, async ({ page }) => {
  await page.goto('/kontakt')
  await waitForHydration(page)
  const [postalCode, town] = postalTown.split('\u00a0')
  for (let width = 320; width <= 480; width += 8) {
    await page.setViewportSize({ width, height: 900 })
    // From each postal code to the end of the town after it, which may be in a later text node.
    const splits = await page.evaluate(
      ({ postalCode, town }) => {
        const texts: Text[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text)
        const lines: number[] = []
        texts.forEach((text, index) => {
          const start = text.data.indexOf(postalCode)
          if (start < 0) return
          const range = document.createRange()
          range.setStart(text, start)
          const end = texts.slice(index).find((later) => later.data.includes(town, later === text ? start : 0))!
          range.setEnd(end, end.data.indexOf(town, end === text ? start : 0) + town.length)
          lines.push(new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size)
        })
        return lines
      },
      { postalCode: postalCode!, town: town! },
    )
    expect(splits.length, `at ${width} px`).toBeGreaterThan(1)
    for (const lines of splits) expect(lines, `at ${width} px`).toBe(1)
  }
})

test(`${UNKNOWN_PATH} is no wider than a 320 px screen`, async ({ page }) => {
  await open(page, UNKNOWN_PATH, 320)
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
})

test('every drawing on the pages loads on a wide screen, and a phone fetches none it does not show', async ({ page }) => {
  const drawings: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/illustrations/')) drawings.push(request.url())
  })
  for (const { path } of CONTENT_PAGES) {
    await open(page, path, 375)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  }
  expect(drawings, 'drawings fetched on a phone').toEqual([])
  for (const { path } of CONTENT_PAGES) {
    await open(page, path, 1280)
    for (const image of await page.locator('img[src^="/illustrations/"]').all()) {
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), `${path}`).toBeGreaterThan(0)
    }
  }
  expect(drawings.length, 'drawings fetched on a wide screen').toBeGreaterThanOrEqual(4)
})
