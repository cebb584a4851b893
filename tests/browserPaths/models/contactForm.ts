import type { Page } from '@playwright/test'
import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { OFFLINE_TOAST } from '../../../messages/offline'
import type { ContactFormContext, contactFormMachine } from '../../../machines/contactForm.machine'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import { RATE_LIMIT_NOTICE, contactFormText } from '../../../src/content/contactForm'
import { CONTACT_FIELDS, type ContactField } from '../../../supabase/functions/_shared/contract/contactForm'
import { contactFormPaths } from '../../../tools/machinePaths/specs/contactForm'
import { expectToastInTurn, toast } from '../../e2e/support/toast'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { waitUntilInteractive } from '../../e2e/support/hydration'
import { contactForm } from '../../e2e/support/contactForm'
import { gatewayFails, networkGoes, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person, waits } from '../model'

type Machine = typeof contactFormMachine
type Snapshot = { context: ContactFormContext }

const CONTACT_FUNCTION_PATH = '/functions/v1/send-contact-notification'
const ERROR_TOASTS = [CONTACT_TOASTS.sendFailed, CONTACT_TOASTS.securityError, OFFLINE_TOAST]

const notice = (page: Page) => contactForm(page).submit.locator('xpath=following-sibling::*[@role="status"]')

/** Every field holds what the path typed, with the message the machine gives it, if any. */
async function expectFields(page: Page, { context }: Snapshot, editable: boolean) {
  const form = contactForm(page)
  for (const name of CONTACT_FIELDS) {
    const field = form.field(name)
    await expect(field).toHaveValue(context.values[name])
    const message = context.errors[name as ContactField]
    if (message) await expect(field).toHaveAccessibleDescription(message)
    else await expect(field).not.toHaveAttribute('aria-invalid')
    if (editable) await expect(field).toBeEditable()
    else await expect(field).not.toBeEditable()
  }
}

export const contactFormModel: BrowserModel<Machine> = {
  spec: contactFormPaths,
  open: async ({ page }) => {
    await page.clock.install()
    await page.goto('/kontakt')
    await waitUntilInteractive(page, contactForm(page).submit)
  },
  events: {
    'field.change': person(({ page }, { field, value }: { field: ContactField; value: string }) =>
      contactForm(page).field(field).fill(value),
    ),
    // A bot fills the hidden honeypot, a forged page posts another token: visitors of the form too, so the
    // hidden fields hold what the event says (the page's own token where the path's is the form's own).
    'form.submit': person(async ({ page }, { honeypot, token }: { honeypot: string; token: string }) => {
      const form = contactForm(page)
      await form.setHidden('website', honeypot)
      await form.forgeToken(token === contactFormPaths.input?.token ? null : token)
      await form.submit.click()
    }),
    // This browser's last message, as the form stored it: so long ago, or none.
    'done:readSubmissionTimes': answer(async ({ page }, { output }: { output: { now: number; lastSubmittedAt: number | null } }) => {
      const ago = output.lastSubmittedAt === null ? null : output.now - output.lastSubmittedAt
      await page.evaluate(
        ([key, since]) => (since === null ? localStorage.removeItem(key) : localStorage.setItem(key, String(Date.now() - since))),
        [LAST_CONTACT_SUBMISSION_KEY, ago] as const,
      )
    }),
    'done:sendContactMessage': answer(({ page }) => holdRequest(page, CONTACT_FUNCTION_PATH, stackAnswers)),
    // The network goes as the message is on its way, or a gateway answers 502 in place of the stack.
    'error:sendContactMessage': answer(({ page, allow }, { error }: { error: Error }) => {
      allow(failedLoad(CONTACT_FUNCTION_PATH))
      allow(failedLoad(CONTACT_FUNCTION_PATH, 502))
      const offline = error.name === 'OfflineError'
      return holdRequest(page, CONTACT_FUNCTION_PATH, offline ? networkGoes(page, toast(page, OFFLINE_TOAST)) : gatewayFails(502))
    }),
    // The person waits the rest of the minute out.
    'after:rateLimitWait': waits,
  },
  views: {
    'contactForm.ready': async (page, state) => {
      await expectFields(page, state, true)
      await expect(contactForm(page).submit).toHaveText(contactFormText.submit)
      await expect(contactForm(page).submit).toBeEnabled()
    },
    'contactForm.ready.idle': async (page) => {
      await expect(notice(page)).toBeEmpty()
    },
    'contactForm.ready.success': async (page) => {
      await expectToastInTurn(page, toast(page, CONTACT_TOASTS.sent))
    },
    'contactForm.ready.error': async (page) => {
      const anyError = ERROR_TOASTS.map((text) => toast(page, text)).reduce((either, other) => either.or(other))
      await expectToastInTurn(page, anyError.first())
    },
    'contactForm.submitting.sending': async (page, state) => {
      await expectFields(page, state, false)
      await expect(contactForm(page).submit).toHaveText(contactFormText.submitting)
      await expect(contactForm(page).submit).toBeDisabled()
    },
    'contactForm.rateLimited': async (page, state) => {
      await expectFields(page, state, true)
      await expect(notice(page)).toHaveText(RATE_LIMIT_NOTICE)
      await expect(contactForm(page).submit).toBeDisabled()
      await expectToastInTurn(page, toast(page, CONTACT_TOASTS.tooManyAttempts))
    },
  },
  passing: { 'contactForm.submitting.checkingRateLimit': 'the form reads the time of the last message from storage at once' },
}
