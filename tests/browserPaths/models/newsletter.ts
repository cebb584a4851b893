import type { Page } from '@playwright/test'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { OFFLINE_TOAST } from '../../../messages/offline'
import type { newsletterMachine } from '../../../machines/newsletter.machine'
import { newsletterText } from '../../../src/content/newsletter'
import { newsletterPaths } from '../../../tools/machinePaths/specs/newsletter'
import { declineCookies } from '../../e2e/support/account'
import { newsletterField } from '../../e2e/support/newsletter'
import { toast } from '../../e2e/support/toast'
import { anonClient } from '../../e2e/support/backend'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { waitUntilInteractive } from '../../e2e/support/hydration'
import { dataApiFails, networkGoes, type Settle, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof newsletterMachine

const SUBSCRIPTIONS_PATH = '/rest/v1/newsletter_subscriptions*'
/** The address the spec's paths sign up with; each run signs up one of its own instead. */
const PATH_ADDRESS = 'ola@example.no'

/** What the stack answers for each failure of the spec, and the toast that answer brings. */
function failure(page: Page, error: { code?: string; message?: string; name?: string }): { settle: Settle; status?: number } {
  if (error.name === 'OfflineError') return { settle: networkGoes(page, toast(page, OFFLINE_TOAST)) }
  if (error.code === '23505') return { settle: stackAnswers }
  const status = error.code === 'PGRST301' ? 401 : 403
  return { settle: dataApiFails(status, { code: error.code!, message: error.message! }), status }
}

export const newsletterModel: BrowserModel<Machine> = {
  spec: newsletterPaths,
  open: async ({ page }) => {
    await declineCookies(page)
    await page.goto('/')
    await waitUntilInteractive(page, newsletterField(page).send)
  },
  eventFor: (event, runId) => (event.value === PATH_ADDRESS ? { ...event, value: `${runId}@oppdrett.test` } : event),
  events: {
    'field.change': person(({ page }, { value }: { value: string }) => newsletterField(page).input.fill(value)),
    'form.submit': person(({ page }) => newsletterField(page).send.click()),
    'done:subscribe': answer(({ page }) => holdRequest(page, SUBSCRIPTIONS_PATH, stackAnswers)),
    // A duplicate is the real stack's: the address was signed up before. Offline, the network goes;
    // an expired session and a refused insert are the data API's answers.
    'error:subscribe': answer(async ({ page, from, allow }, { error }: { error: { code?: string; message?: string; name?: string } }) => {
      const { settle, status } = failure(page, error)
      if (error.code === '23505') {
        const { error: insertError } = await anonClient()
          .from('newsletter_subscriptions')
          .insert({ email: String(from.context.email).trim() })
        if (insertError) throw new Error(`Signing the address up beforehand failed: ${insertError.message}`)
        allow(failedLoad('/rest/v1/newsletter_subscriptions', 409))
      }
      allow(failedLoad('/rest/v1/newsletter_subscriptions', status))
      // The machine logs a failure it has no words for (logFailure).
      allow(/^error: Newsletter sign-up failed/)
      allow(failedLoad('/rest/v1/newsletter_subscriptions'))
      return holdRequest(page, SUBSCRIPTIONS_PATH, settle)
    }),
  },
  views: {
    'newsletter.idle': async (page, { context }) => {
      await expect(newsletterField(page).input).toHaveValue(context.email)
      await expect(newsletterField(page).input).toBeEnabled()
      await expect(newsletterField(page).send).toBeEnabled()
    },
    'newsletter.idle.editing': async (page) => {
      await expect(newsletterField(page).sentLine).toBeEmpty()
    },
    'newsletter.idle.sent': async (page) => {
      await expect(newsletterField(page).sentLine).toHaveText(newsletterText.confirmationSent)
      await expect(toast(page, NEWSLETTER_TOASTS.subscribed)).toBeVisible()
    },
    'newsletter.submitting': async (page) => {
      await expect(newsletterField(page).input).toBeDisabled()
      await expect(newsletterField(page).send).toBeDisabled()
    },
  },
}
