import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsentChoice'
import { authPageText } from '../../src/content/authForm'
import { cookieConsentText } from '../../src/content/cookieConsent'
import { faqEntries, faqFilters } from '../../src/content/faq'
import { recoveryRequestText } from '../../src/content/mailRequest'
import { navigationText } from '../../src/content/navigation'
import { SYSTEM_CHROMIUM } from '../browser/chromium'
import { isHydrated } from '../browser/hydrated'
import { BARE_PAGE } from './barePage'

/** How much the CPU is slowed, as Lighthouse's mobile run slows it. */
export const CPU_SLOWDOWN = 4

/** The longest an interaction may take, from the input to the next paint (docs/decisions.md, 'Answering at once'). */
export const INTERACTION_BUDGET_MS = 100

/** What shows the visitor the answer: an element shown (with the text, if given), one gone, or a field's value. */
type Answer = { shows: string; text?: string } | { hides: string } | { field: string; value: string }

/** The two widths the bench presses at: a phone's and a laptop's. */
export const WIDTHS = { phone: { width: 412, height: 823 }, laptop: { width: 1280, height: 800 } } as const
export type Width = keyof typeof WIDTHS

/** One interaction the bench times: where, what the visitor does there and what answers it. */
interface Interaction {
  name: string
  /** The site's path, or null for the bare reference page. */
  path: string | null
  act(page: Page): Promise<void>
  /** Null for a series of presses, timed by Event Timing alone. */
  answer: Answer | null
  /** Where it is offered; both widths unless said. */
  widths?: readonly Width[]
  /** What is pressed is the cookie banner, so the visitor has not answered it; otherwise they declined. */
  bannerUnanswered?: true
}

const buttonNamed = (name: string) => `button::-p-text(${name})`

/** The interactions the bench times: the first use of what each page offers, lazy flows among them, and the reference. */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'bare page: <details> toggle (reference)',
    path: null,
    act: (page) => page.locator('summary').click(),
    answer: { shows: 'details[open] p' },
  },
  {
    name: "/auth: first 'Glemt passord?'",
    path: '/auth',
    act: (page) => page.locator(buttonNamed(authPageText.forgotPassword)).click(),
    answer: { shows: 'h1, h2', text: recoveryRequestText.title },
  },
  {
    name: "/auth: 'Registrer' tab",
    path: '/auth',
    act: (page) => page.locator(`[role="tab"]::-p-text(${authPageText.tabs.signUp})`).click(),
    answer: { shows: '[role="tab"][aria-selected="true"]', text: authPageText.tabs.signUp },
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
    answer: null,
  },
  {
    name: '/: first FAQ answer opened',
    path: '/',
    act: (page) => page.locator(`summary::-p-text(${faqEntries[0]!.question})`).click(),
    answer: { shows: 'details[open] summary + *' },
  },
  {
    name: '/: the menu drawer opened',
    path: '/',
    act: (page) => page.locator(`button[aria-label="${navigationText.openMenu}"]`).click(),
    answer: { shows: '[role="dialog"]', text: navigationText.menuTitle },
    widths: ['phone'],
  },
  {
    name: "/: 'Godta alle' in the cookie banner",
    path: '/',
    act: (page) => page.locator(buttonNamed(cookieConsentText.acceptAll)).click(),
    answer: { hides: `section[aria-label="${cookieConsentText.label}"]` },
    bannerUnanswered: true,
  },
  firstKeyIn("/kontakt: the form's first use (click, first key)", '/kontakt', 'main input[autocomplete="name"]'),
  firstKeyIn("/auth: the form's first use (click, first key)", '/auth', 'main input[type="email"]'),
  firstKeyIn("/: footer newsletter field's first use (click, first key)", '/', 'footer input[type="email"]'),
]

/** A form's first use: a click in its field, then the first key, answered by the letter in the field. */
function firstKeyIn(name: string, path: string, field: string): Interaction {
  return {
    name,
    path,
    act: async (page) => {
      await page.locator(field).click()
      await page.keyboard.press('a')
    },
    answer: { field, value: 'a' },
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

type AnswerWatch = { input: number; shown: number }

/** Records the time of the visitor's last press or key in the page (these functions run there: they name no function). */
async function recordInput(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watch: AnswerWatch = { input: 0, shown: 0 }
    Object.assign(window, { __benchAnswer: watch })
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(
        type,
        (event) => {
          if (!watch.shown) watch.input = event.timeStamp
        },
        true,
      )
  })
}

/**
 * Looks for the answer in each frame after the input, until a frame has it. Input and frame share the page's clock,
 * so the time between them is what the visitor waits to see the answer. Started before the visitor acts.
 */
function answerShown(page: Page, answer: Answer): Promise<unknown> {
  return page.waitForFunction(
    (want: Answer) => {
      const watch = (window as unknown as { __benchAnswer: AnswerWatch }).__benchAnswer
      if (!watch.input) return false
      if ('field' in want) {
        if ((document.querySelector(want.field) as HTMLInputElement | null)?.value !== want.value) return false
      } else {
        const [selector, text] = 'hides' in want ? [want.hides, ''] : [want.shows, want.text ?? '']
        const seen = [...document.querySelectorAll(selector)].some(
          (element) => element.getClientRects().length > 0 && (element.textContent ?? '').includes(text),
        )
        if (seen === 'hides' in want) return false
      }
      watch.shown = performance.now()
      return true
    },
    { polling: 'raf', timeout: 30_000 },
    answer,
  )
}

/** Input to the frame that first showed the answer, in ms. */
async function answerTime(page: Page): Promise<number> {
  const { input, shown } = await page.evaluate(() => (window as unknown as { __benchAnswer: AnswerWatch }).__benchAnswer)
  return shown - input
}

/** The longest interaction recorded, in ms; 16 when none reached the API's floor. */
async function longestInteraction(page: Page): Promise<number> {
  const durations = await page.evaluate(() =>
    Object.values((window as unknown as { __benchInteractions: Record<number, number> }).__benchInteractions),
  )
  return Math.max(16, ...durations)
}

/** One run's figures: Event Timing's input to the next paint, and input to the answer shown (null without one). */
interface RunFigures {
  nextPaint: number
  answer: number | null
}

/** One run of an interaction in a fresh profile, at one width, on a page at rest. */
async function timeOnce(browser: Browser, origin: string, interaction: Interaction, width: Width): Promise<RunFigures> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport(WIDTHS[width])
    await page.emulateCPUThrottling(CPU_SLOWDOWN)
    if (interaction.path === null) {
      await page.setContent(BARE_PAGE)
    } else {
      if (!interaction.bannerUnanswered)
        await page.evaluateOnNewDocument((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
      await page.goto(`${origin}${interaction.path}`)
      await page.waitForFunction(isHydrated)
    }
    await settle(page)
    await recordEvents(page)
    await recordInput(page)
    const shown = interaction.answer && answerShown(page, interaction.answer)
    await interaction.act(page)
    if (shown) await shown
    const answer = shown ? Math.round(await answerTime(page)) : null
    await settle(page)
    return { nextPaint: Math.round(await longestInteraction(page)), answer }
  } finally {
    await context.close()
  }
}

export interface InteractionTiming {
  name: string
  width: Width
  /** The median over the runs of each run's longest interaction, input to the next paint, in ms. */
  ms: number
  /** The median over the runs of input to the frame that showed the answer, in ms; null for a series of presses. */
  answerMs: number | null
  runs: RunFigures[]
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Times every interaction `runs` times at each of its widths at a 4x slowed CPU, in Chromium, on the site served at `origin`. */
export async function timeInteractions(origin: string, runs: number): Promise<InteractionTiming[]> {
  const browser = await puppeteer.launch({
    executablePath: SYSTEM_CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
  try {
    const timings: InteractionTiming[] = []
    for (const interaction of INTERACTIONS)
      for (const width of interaction.widths ?? (Object.keys(WIDTHS) as Width[])) {
        const figures: RunFigures[] = []
        for (let run = 0; run < runs; run++) figures.push(await timeOnce(browser, origin, interaction, width))
        const answers = figures.flatMap(({ answer }) => (answer === null ? [] : [answer]))
        timings.push({
          name: interaction.name,
          width,
          ms: median(figures.map(({ nextPaint }) => nextPaint)),
          answerMs: answers.length > 0 ? median(answers) : null,
          runs: figures,
        })
      }
    return timings
  } finally {
    await browser.close()
  }
}
