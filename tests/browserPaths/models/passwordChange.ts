import type { Page } from '@playwright/test'
import type { passwordChangeMachine } from '../../../machines/passwordChange.machine'
import { PASSWORD_CHANGED } from '../../../messages/account'
import { accountText } from '../../../src/content/account'
import { passwordChangePaths } from '../../../tools/machinePaths/specs/passwordChange'
import { accountPage, declineCookies, openAccountSignedIn, REFUSED_SIGN_IN } from '../../e2e/support/account'
import { toast } from '../../e2e/support/toast'
import { uniqueEmail } from '../../e2e/support/backend'
import { expect } from '../../e2e/support/fixtures'
import { authApiFails, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'
import { confirmedUserWithPassword } from '../signedInUser'
import { waitUntilInteractive } from '../../e2e/support/hydration'
import { openAccountWithTwoStep } from '../../e2e/support/twoStep'
import { totpCode } from '../../support/twoStep'
import { isSixDigits } from '../../../machines/validation/twoStepCode'

type Machine = typeof passwordChangeMachine
type Field = 'currentPassword' | 'password' | 'confirmPassword' | 'code'

/** The password the spec's paths type as the current one when it is right. */
const CURRENT_PASSWORD = 'Gammel9!x'

const form = (page: Page) => accountPage(page).change

/** Each run's two-step secret, when it opens with two-step sign-in on. */
const secrets = new Map<string, string>()

/** 'Endre passord' on 'Min konto', signed in as a user whose password is the one the paths type as current. */
export const passwordChangeModel: BrowserModel<Machine> = {
  spec: passwordChangePaths,
  open: async ({ page, runId }, inputName) => {
    await declineCookies(page)
    const user = await confirmedUserWithPassword(uniqueEmail('endrepassord'), CURRENT_PASSWORD)
    if (inputName !== 'two-step sign-in on') {
      await openAccountSignedIn(page, user)
      return
    }
    secrets.set(runId, await openAccountWithTwoStep(page, user))
    await waitUntilInteractive(page, form(page).code)
  },
  opensWith: ['two-step sign-in on'],
  // The code field is there only when two-step sign-in is on.
  canCause: (from, event) => !(event.type === 'field.change' && event.field === 'code' && !from.context.twoStep),
  events: {
    // A code of six digits is the one the app shows now; one of another length is typed as it is.
    'field.change': person(({ page, runId }, { field, value }: { field: Field; value: string }) =>
      form(page)[field].fill(field === 'code' && isSixDigits(value) ? totpCode(secrets.get(runId)!) : value),
    ),
    'form.submit': person(({ page }) => form(page).submit.click()),
    'done:changePassword': answer(({ page }) => holdRequest(page, '/auth/v1/user', stackAnswers, { method: 'PUT' })),
    // A wrong current password, as the stack refuses it: the paths type the right one or a new one.
    'error:changePassword': answer(({ page, allow }, { error }: { error: { code: string; message: string } }) => {
      allow(REFUSED_SIGN_IN)
      return holdRequest(page, '/auth/v1/token?grant_type=password', authApiFails(400, { error_code: error.code, msg: error.message }))
    }),
  },
  views: {
    'passwordChange.editing': async (page, { context }, event) => {
      for (const field of ['currentPassword', 'password', 'confirmPassword'] as const)
        await expect(form(page)[field]).toHaveValue(context[field])
      if (context.twoStep) await expect(form(page).code).toBeEditable()
      else await expect(form(page).code).toHaveCount(0)
      if (context.problem) await expect(form(page).form.getByText(context.problem)).toBeVisible()
      if (event?.type === 'xstate.done.actor.changePassword') await expect(toast(page, PASSWORD_CHANGED)).toBeVisible()
      await expect(form(page).submit).not.toHaveAttribute('aria-disabled', 'true')
    },
    'passwordChange.saving': async (page) => {
      const busy = form(page).form.getByRole('button', { name: accountText.changePassword.submitting, exact: true })
      await expect(busy).toHaveAttribute('aria-disabled', 'true')
      await expect(form(page).currentPassword).not.toBeEditable()
    },
  },
}
