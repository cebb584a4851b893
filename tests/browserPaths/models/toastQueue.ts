import type { Page } from '@playwright/test'
import type { Toast, ToastRequest, toastQueueMachine } from '../../../machines/toastQueue.machine'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { toastText } from '../../../src/content/toast'
import { toastQueuePaths } from '../../../tools/machinePaths/specs/toastQueue'
import { declineCookies } from '../../e2e/support/account'
import { newsletterField } from '../../e2e/support/newsletter'
import { toast } from '../../e2e/support/toast'
import { uniqueEmail } from '../../e2e/support/backend'
import { expect } from '../../e2e/support/fixtures'
import { waitUntilInteractive } from '../../e2e/support/hydration'
import { type BrowserModel, person, waits } from '../model'

type Machine = typeof toastQueueMachine

/** The spec's two toasts as the footer's newsletter form raises them: a sign-up's thanks, and a refused address. */
const SITE_TOASTS: Record<string, ToastRequest> = { 'Melding sendt!': NEWSLETTER_TOASTS.subscribed, Feil: NEWSLETTER_TOASTS.invalidEmail }

const cards = (page: Page) => page.getByRole('region', { name: toastText.regionLabel }).locator('[data-type]')
const cardOf = (page: Page, current: Toast | null) => toast(page, current!)

/** The site's toasts, raised by the footer's newsletter form of the front page. */
export const toastQueueModel: BrowserModel<Machine> = {
  spec: toastQueuePaths,
  open: async ({ page }) => {
    await declineCookies(page)
    await page.clock.install()
    await page.goto('/')
    await waitUntilInteractive(page, newsletterField(page).send)
    // Time stands still but when the person waits: a toast's time runs out only on its step.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  },
  eventFor: (event) => (event.type === 'toast.show' ? { ...event, toast: SITE_TOASTS[(event.toast as ToastRequest).title] } : event),
  events: {
    // A sign-up of an address of its own thanks, once the stack has answered (the field empties);
    // sending the field empty is refused at once.
    'toast.show': person(async ({ page }, { toast: request }: { toast: ToastRequest }) => {
      const form = newsletterField(page)
      await form.input.fill(request.type === 'success' ? uniqueEmail('varsel') : '')
      await form.send.click()
      await expect(form.input).toHaveValue('')
    }),
    'toast.close': person(({ page, from }) => cardOf(page, from.context.current).getByRole('button', { name: toastText.close }).click()),
    'toast.pause': person(({ page, from }) => cardOf(page, from.context.current).hover()),
    'toast.resume': person(({ page }) => page.mouse.move(0, 0)),
    'after:toastDuration': waits,
    'after:exitAnimation': waits,
  },
  views: {
    'toastQueue.idle': async (page) => {
      await expect(cards(page)).toHaveCount(0)
    },
    // One toast at a time: those queued wait unseen.
    'toastQueue.showing': async (page, { context }) => {
      await expect(cardOf(page, context.current)).toHaveAttribute('data-state', 'open')
      await expect(cards(page)).toHaveCount(1)
    },
    'toastQueue.showing.timed': async (page, { context }) => {
      await expect(cardOf(page, context.current)).toBeVisible()
    },
    'toastQueue.showing.paused': async (page, { context }) => {
      await expect(cardOf(page, context.current)).toBeVisible()
    },
    'toastQueue.exiting': async (page, { context }) => {
      await expect(cardOf(page, context.current)).toHaveAttribute('data-state', 'closed')
    },
  },
  // The pointer rests on the held toast: raising another toast takes it off, which lets the toast run on.
  canCause: (from, event) => !(from.matches({ showing: 'paused' }) && event.type === 'toast.show'),
}
