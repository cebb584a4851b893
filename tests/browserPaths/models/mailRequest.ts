import type { Page } from '@playwright/test'
import type { MailRequestContext, mailRequestMachine } from '../../../machines/mailRequest.machine'
import { OFFLINE_TOAST } from '../../../messages/offline'
import { linkProblemText } from '../../../src/content/mailLink'
import { confirmationResendText, mailRequestProblems, recoveryRequestText } from '../../../src/content/mailRequest'
import { mailRequestPaths } from '../../../tools/machinePaths/specs/mailRequest'
import { brokenLink, declineCookies, RECOVERY_SENT, WAIT_MESSAGE } from '../../e2e/support/account'
import { failedLoad } from '../../e2e/support/console'
import { AUTH_CLIENT_FETCH_FAILURE } from '../../e2e/faults/faultTest'
import { expect } from '../../e2e/support/fixtures'
import { waitForHydration } from '../../e2e/support/hydration'
import { authApiFails, networkGoes, type Settle, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof mailRequestMachine

const PATH_ADDRESS = 'ola@example.no'
/** Supabase Auth's mail request of each form: a new password's link, or the sign-up's confirmation again. */
const mailPath = ({ onTooSoon }: MailRequestContext) => (onTooSoon === 'sent' ? '/auth/v1/recover' : '/auth/v1/resend')
const PROBLEMS = { ...mailRequestProblems, offline: OFFLINE_TOAST.message }

/** The form under a mail link's page opened without its token: 'Glemt passord?' for a new password's, else the confirmation's again. */
const form = (page: Page) => {
  const section = brokenLink(page, linkProblemText.missing.title)
  return { ...section, submit: section.section.locator('button[type=submit]') }
}

const textsOf = ({ onTooSoon }: MailRequestContext) =>
  onTooSoon === 'sent'
    ? { submit: recoveryRequestText.submit, submitting: recoveryRequestText.submitting, sent: RECOVERY_SENT }
    : { submit: confirmationResendText.submit, submitting: confirmationResendText.submitting, sent: confirmationResendText.sent }

/** What Supabase Auth answers for each failure of the spec. */
function failure(page: Page, error: { name?: string; message?: string }): Settle {
  if (error.name === 'OfflineError') return networkGoes(page, form(page).section.getByText(PROBLEMS.offline))
  return authApiFails(429, { error_code: 'over_email_send_rate_limit', msg: error.message! })
}

export const mailRequestModel: BrowserModel<Machine> = {
  spec: mailRequestPaths,
  // The link pages' own forms, opened without a token: /bekreft-e-post tells a refusal within the
  // minute as a wait, /nytt-passord as sent.
  open: async ({ page }, inputName) => {
    await declineCookies(page)
    await page.goto(inputName === undefined ? '/bekreft-e-post' : '/nytt-passord')
    await waitForHydration(page)
    await expect(form(page).submit).toBeEnabled()
  },
  opensWith: ['too soon counts as sent'],
  eventFor: (event, runId) => (event.value === PATH_ADDRESS ? { ...event, value: `${runId}@oppdrett.test` } : event),
  events: {
    'field.change': person(({ page }, { value }: { value: string }) => form(page).email.fill(value)),
    'form.submit': person(({ page }) => form(page).submit.click()),
    'done:sendMail': answer(({ page, from }) => holdRequest(page, `${mailPath(from.context)}*`, stackAnswers)),
    // The stack's own limit comes only after a mail it sent; a refusal within the minute is Supabase Auth's 429.
    'error:sendMail': answer(({ page, from, allow }, { error }: { error: { name?: string; message?: string } }) => {
      const path = mailPath(from.context)
      allow(failedLoad(path, 429))
      allow(failedLoad(path))
      allow(AUTH_CLIENT_FETCH_FAILURE)
      return holdRequest(page, `${path}*`, failure(page, error))
    }),
  },
  views: {
    'mailRequest.idle': async (page, { context }) => {
      await expect(form(page).email).toHaveValue(context.email)
      await expect(form(page).answer).toBeEmpty()
      if (context.problem) await expect(form(page).section.getByText(PROBLEMS[context.problem])).toBeVisible()
      await expect(form(page).submit).toHaveText(textsOf(context).submit)
    },
    'mailRequest.sending': async (page, { context }) => {
      await expect(form(page).submit).toHaveText(textsOf(context).submitting)
      await expect(form(page).submit).toHaveAttribute('aria-disabled', 'true')
    },
    'mailRequest.sent': async (page, { context }) => {
      await expect(form(page).answer).toHaveText(textsOf(context).sent)
    },
    'mailRequest.waiting': async (page) => {
      await expect(form(page).answer).toHaveText(WAIT_MESSAGE)
    },
  },
  // The address cannot be typed while it is being sent: the field is read-only.
  canCause: (from, event) => !(from.matches('sending') && event.type === 'field.change'),
  passing: { 'mailRequest.checking': 'the form judges the address and the time since its last mail at once' },
}
