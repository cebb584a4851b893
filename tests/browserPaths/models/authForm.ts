import type { AnyEventObject } from 'xstate'
import type { AuthTab, authFormMachine, SignInOutcome } from '../../../machines/authForm.machine'
import { authPageText, SUBMITTING_LABELS } from '../../../src/content/authForm'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { authFormPaths } from '../../../tools/machinePaths/specs/authForm'
import { declineCookies, expectSignedIn, recoveryPanel, REFUSED_SIGN_IN, resendOffer } from '../../e2e/support/account'
import { authForm, confirmThroughStack } from '../../e2e/support/auth'
import { openAuthPage } from '../../e2e/support/authPage'
import { anonClient } from '../../e2e/support/backend'
import { failedLoad } from '../../e2e/support/console'
import { secondStep, turnOnTwoStep } from '../../e2e/support/twoStep'
import { expect } from '../../e2e/support/fixtures'
import { authApiFails, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person, type View } from '../model'

type Machine = typeof authFormMachine
type Field = 'email' | 'password' | 'confirmPassword'

const PATH_ADDRESS = 'ola@example.no'
const SIGN_IN_PATH = '/auth/v1/token?grant_type=password'
const SIGN_UP_PATH = '/auth/v1/signup*'

/** A user of the run's address and password, made through the stack before the person signs in; confirmed or not. */
async function userOf({ email, password }: { email: string; password: string }, confirmed: boolean) {
  const { error } = await anonClient().auth.signUp({ email, password, options: { emailRedirectTo: `${SITE_URL}/` } })
  if (error) throw new Error(`Signing up ${email} failed: ${error.message}`)
  if (confirmed) await confirmThroughStack(email)
}

const signedIn = (event?: AnyEventObject) => event?.type === 'xstate.done.actor.signIn'

/** A tab's panel: its fields hold the machine's values, its problem is told, and the offer to resend shows when made. */
const tabView =
  (tab: AuthTab): View<Machine> =>
  async (page, { context }, event) => {
    if (signedIn(event)) return
    const form = authForm(page)
    await expect(form.tab(tab)).toHaveAttribute('aria-selected', 'true')
    const fields: Field[] = tab === 'signUp' ? ['email', 'password', 'confirmPassword'] : ['email', 'password']
    for (const field of fields) await expect(form[field]).toHaveValue(context[field])
    if (context.problem) await expect(form.panel.getByText(context.problem.message)).toBeVisible()
    if (context.resendTo) await expect(resendOffer(page).submit).toBeVisible()
    else await expect(resendOffer(page).submit).toBeHidden()
  }

const idleView =
  (tab: AuthTab): View<Machine> =>
  async (page, _state, event) => {
    if (signedIn(event) && (event!.output as SignInOutcome).codeDue) {
      // The right password of an account with two-step sign-in: the code is asked for, on /auth.
      await expect(secondStep(page).heading).toBeVisible()
      return expect(page).toHaveURL(/\/auth/)
    }
    if (signedIn(event)) {
      // Signed in, the page goes on from /auth.
      await expect(page).not.toHaveURL(/\/auth/)
      return expectSignedIn(page)
    }
    await expect(authForm(page).submit).toHaveText(authPageText.submit[tab])
    await expect(authForm(page).submit).toBeEnabled()
  }

const submittingView =
  (tab: AuthTab): View<Machine> =>
  async (page) => {
    await expect(authForm(page).submit).toHaveText(SUBMITTING_LABELS[tab])
    await expect(authForm(page).submit).toBeDisabled()
    await expect(authForm(page).email).not.toBeEditable()
  }

export const authFormModel: BrowserModel<Machine> = {
  spec: authFormPaths,
  // The person starts in the form, which starts its flow: a tab chosen before that is the page's own
  // until the flow takes it over, and reaches the machine only then.
  open: async ({ page, machineRuns }) => {
    await declineCookies(page)
    await openAuthPage(page)
    await authForm(page).email.focus()
    await machineRuns()
  },
  eventFor: (event, runId) => (event.value === PATH_ADDRESS ? { ...event, value: `${runId}@oppdrett.test` } : event),
  events: {
    'tab.select': person(({ page }, { tab }: { tab: AuthTab }) => authForm(page).selectTab(tab)),
    'field.change': person(({ page }, { field, value }: { field: Field; value: string }) => authForm(page)[field].fill(value)),
    'form.submit': person(({ page }) => authForm(page).submit.click()),
    'recovery.open': person(({ page }) => recoveryPanel(page).opener.click()),
    'recovery.close': person(({ page }) => recoveryPanel(page).back.click()),
    // A confirmed user of the typed address and password signs in (one with two-step sign-in on where
    // the code is due); the stack refuses an unknown one and one not confirmed.
    'done:signIn': answer(async ({ page, from }, { output }: { output: SignInOutcome }) => {
      const user = from.context as { email: string; password: string }
      await userOf(user, true)
      if (output.codeDue) await turnOnTwoStep(user)
      return holdRequest(page, SIGN_IN_PATH, stackAnswers)
    }),
    'error:signIn': answer(async ({ page, from, allow }, { error }: { error: { code?: string } }) => {
      if (error.code === 'email_not_confirmed') await userOf(from.context as { email: string; password: string }, false)
      allow(REFUSED_SIGN_IN)
      return holdRequest(page, SIGN_IN_PATH, stackAnswers)
    }),
    'done:signUp': answer(({ page }) => holdRequest(page, SIGN_UP_PATH, stackAnswers)),
    // Hosted Supabase Auth without confirmations refuses an address registered before; the local
    // stack, like one with confirmations, answers with a made-up user instead.
    'error:signUp': answer(({ page, allow }) => {
      allow(failedLoad('/auth/v1/signup', 422))
      return holdRequest(page, SIGN_UP_PATH, authApiFails(422, { error_code: 'user_already_exists', msg: 'User already registered' }))
    }),
  },
  views: {
    'authForm.signIn': tabView('signIn'),
    'authForm.signIn.idle': idleView('signIn'),
    'authForm.signIn.submitting': submittingView('signIn'),
    'authForm.signUp': tabView('signUp'),
    'authForm.signUp.idle': idleView('signUp'),
    'authForm.signUp.submitting': submittingView('signUp'),
    'authForm.recovery': async (page) => {
      await expect(recoveryPanel(page).heading).toBeVisible()
    },
  },
  // The recovery panel's address belongs to its own flow (mailRequest): typing there changes nothing
  // here; and only the sign-up tab has the field to repeat the password in.
  canCause: (from, event) =>
    event.type !== 'field.change' || (!from.matches('recovery') && (event.field !== 'confirmPassword' || from.matches('signUp'))),
}
