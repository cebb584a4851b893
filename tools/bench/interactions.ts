import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsentChoice'
import { authPageText } from '../../src/content/authForm'
import { faqEntries, faqFilters } from '../../src/content/faq'
import { SYSTEM_CHROMIUM } from '../browser/chromium'
import { BARE_PAGE } from './barePage'

/** How much the CPU is slowed, as Lighthouse's mobile run slows it. */
export const CPU_SLOWDOWN = 4

/** The longest an interaction may take, from the input to the next paint (docs/decisions.md, 'Answering at once'). */
export const INTERACTION_BUDGET_MS = 100

/** One interaction the bench times: where, and what the visitor does there. */
interface Interaction {
  name: string
  /** The site's path, or null for the bare reference page. */
  path: string | null
  act(page: Page): Promise<void>
}

const buttonNamed = (name: string) => `button::-p-text(${name})`

/** The interactions the bench times, first uses of lazy flows among them, and the reference. */
export const INTERACTIONS: readonly Interaction[] = [
  { name: 'bare page: <details> toggle (reference)', path: null, act: (page) => page.locator('summary').click() },
  { name: "/auth: first 'Glemt passord?'", path: '/auth', act: (page) => page.locator(buttonNamed(authPageText.forgotPassword)).click() },
  {
    name: "/auth: 'Registrer' tab",
    path: '/auth',
    act: (page) => page.locator(`[role="tab"]::-p-text(${authPageText.tabs.signUp})`).click(),
  },
  {
    name: '/: FAQ filter, each topic in turn',
    path: '/',
    act: async (page) => {
      for (const { label } of [...faqFilters.slice(1), faqFilters[0]!]) {
        await page.locator(buttonNamed(label)).click()
        await settle(page)
      }
    },
  },
  {
    name: '/: first FAQ answer opened',
    path: '/',
    act: (page) => page.locator(`summary::-p-text(${faqEntries[0]!.question})`).click(),
  },
  { name: "/kontakt: the form's first use (click, first key)", path: '/kontakt', act: firstKeyIn('main input[autocomplete="name"]') },
  { name: "/auth: the form's first use (click, first key)", path: '/auth', act: firstKeyIn('main input[type="email"]') },
  {
    name: "/: footer newsletter field's first use (click, first key)",
    path: '/',
    act: firstKeyIn('footer input[type="email"]'),
  },
]

/** A form's first use: a click in its field, then the first key. */
function firstKeyIn(field: string) {
  return async (page: Page) => {
    await page.locator(field).click()
    await page.keyboard.press('a')
  }
}

/** Waits for the page's work to end: the network quiet and two frames painted. */
async function settle(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Starts recording the page's Event Timing entries (every one of 16 ms or more: the API's floor) of interactions. */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const durations: Record<number, number> = {}
    Object.assign(window, { __benchInteractions: durations })
    new PerformanceObserver((list) => {
      // interactionId is Event Timing's, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (entry.interactionId > 0) durations[entry.interactionId] = Math.max(durations[entry.interactionId] ?? 0, entry.duration)
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  })
}

/** The longest interaction recorded, in ms; 16 when none reached the API's floor. */
async function longestInteraction(page: Page): Promise<number> {
  const durations = await page.evaluate(() =>
    Object.values((window as unknown as { __benchInteractions: Record<number, number> }).__benchInteractions),
  )
  return Math.max(16, ...durations)
}

/** One run of an interaction in a fresh profile: a visitor who declined cookies (no banner), on a page at rest. */
async function timeOnce(browser: Browser, origin: string, interaction: Interaction): Promise<number> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport({ width: 412, height: 823 })
    await page.emulateCPUThrottling(CPU_SLOWDOWN)
    if (interaction.path === null) {
      await page.setContent(BARE_PAGE)
    } else {
      await page.evaluateOnNewDocument((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
      await page.goto(`${origin}${interaction.path}`)
      await page.waitForFunction(() => {
        const root = document.getElementById('root')
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
      })
    }
    await settle(page)
    await recordEvents(page)
    await interaction.act(page)
    await settle(page)
    return await longestInteraction(page)
  } finally {
    await context.close()
  }
}

export interface InteractionTiming {
  name: string
  /** The median over the runs of each run's longest interaction, in ms. */
  ms: number
  runs: number[]
}

/** Times every interaction `runs` times at a 4x slowed CPU, in Chromium, on the site served at `origin`. */
export async function timeInteractions(origin: string, runs: number): Promise<InteractionTiming[]> {
  const browser = await puppeteer.launch({
    executablePath: SYSTEM_CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
  try {
    const timings: InteractionTiming[] = []
    for (const interaction of INTERACTIONS) {
      const times: number[] = []
      for (let run = 0; run < runs; run++) times.push(Math.round(await timeOnce(browser, origin, interaction)))
      const sorted = [...times].sort((a, b) => a - b)
      timings.push({ name: interaction.name, ms: sorted[Math.floor(sorted.length / 2)]!, runs: times })
    }
    return timings
  } finally {
    await browser.close()
  }
}
