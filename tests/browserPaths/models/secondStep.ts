import type { secondStepMachine } from '../../../machines/secondStep.machine'
import { secondStepPaths } from '../../../tools/machinePaths/specs/secondStep'
import { totpCode } from '../../support/twoStep'
import { declineCookies, expectSignedIn } from '../../e2e/support/account'
import { createConfirmedUser } from '../../e2e/support/auth'
import { openAuthPage } from '../../e2e/support/authPage'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { secondStep, turnOnTwoStep } from '../../e2e/support/twoStep'
import { authApiFails, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof secondStepMachine

/** The spec's right-looking code: the person types the factor's real code in its place, as the app shows it. */
const PATH_CODE = '123 456'
const VERIFY_PATH = '/auth/v1/factors/*/verify'

/** Each run's factor secret, as the person's authenticator app holds it. */
const secrets = new Map<string, string>()

/** The code step on /auth, after the right password of an account with two-step sign-in on. */
export const secondStepModel: BrowserModel<Machine> = {
  spec: secondStepPaths,
  open: async ({ page, runId, machineRuns }) => {
    await declineCookies(page)
    const user = await createConfirmedUser(`totrinn-${runId}`)
    secrets.set(runId, await turnOnTwoStep(user))
    const form = await openAuthPage(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await secondStep(page).code.focus()
    await machineRuns()
  },
  startsOnFirstUse: 'The code step’s flow loads with the first focus in its field, which the opening gives it.',
  events: {
    'field.change': person(({ page, runId }, { value }: { value: string }) => {
      const code = value === PATH_CODE ? totpCode(secrets.get(runId)!).replace(/^(\d{3})/, '$1 ') : value
      return secondStep(page).code.fill(code)
    }),
    'form.submit': person(({ page }) => secondStep(page).submit.click()),
    'done:verifyCode': answer(({ page }) => holdRequest(page, VERIFY_PATH, stackAnswers)),
    'error:verifyCode': answer(({ page, allow }) => {
      allow(failedLoad('/auth/v1/factors/', 422))
      return holdRequest(page, VERIFY_PATH, authApiFails(422, { error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' }))
    }),
  },
  views: {
    'secondStep.editing': async (page, { context }) => {
      const step = secondStep(page)
      await expect(step.code).toHaveValue(context.code === PATH_CODE ? /^\d{3} \d{3}$/ : context.code)
      if (context.problem) await expect(page.getByText(context.problem.message).first()).toBeVisible()
      await expect(step.submit).not.toHaveAttribute('aria-disabled', 'true')
    },
    'secondStep.verifying': async (page) => {
      await expect(secondStep(page).busy).toHaveAttribute('aria-disabled', 'true')
      await expect(secondStep(page).code).not.toBeEditable()
    },
    // Signed in, the page goes on from /auth (the toast is the machine tests' and e2e's).
    'secondStep.accepted': async (page) => {
      await expect(page).not.toHaveURL(/\/auth/)
      await expectSignedIn(page)
    },
  },
}
