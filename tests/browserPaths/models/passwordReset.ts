import type { Page } from '@playwright/test'
import type { passwordResetMachine } from '../../../machines/passwordReset.machine'
import { PASSWORD_RESET } from '../../../messages/account'
import { passwordResetText } from '../../../src/content/account'
import { passwordResetPaths } from '../../../tools/machinePaths/specs/passwordReset'
import { AUTH_CLIENT_FETCH_FAILURE } from '../../e2e/faults/faultTest'
import {
  brokenLink,
  declineCookies,
  passwordResetForm,
  REFUSED_TOKEN,
  requestRecoveryThroughStack,
  saveNewPassword,
} from '../../e2e/support/account'
import { createConfirmedUser, type MailedLink, mailedLinkFor, type TestUser } from '../../e2e/support/auth'
import { secondStep, turnOnTwoStep } from '../../e2e/support/twoStep'
import { totpCode } from '../../support/twoStep'
import { isSixDigits } from '../../../machines/validation/twoStepCode'
import { toast } from '../../e2e/support/toast'
import { anonClient } from '../../e2e/support/backend'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { waitUntilInteractive } from '../../e2e/support/hydration'
import { authApiFails, networkGoes, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof passwordResetMachine

const VERIFY_PATH = '/auth/v1/verify*'
const SAVE_PATH = '/auth/v1/user'
const CODE_PATH = '/auth/v1/factors/*/verify'

/** Each run's user, the recovery link mailed to it, and its two-step secret once the path has turned it on, by run. */
const users = new Map<string, TestUser>()
const links = new Map<string, MailedLink>()
const secrets = new Map<string, string>()

const problemLine = (page: Page, text: string) => page.getByRole('main').getByText(text)
const busyButton = (page: Page) => page.getByRole('main').getByRole('button', { name: passwordResetText.submitting, exact: true })

/** /nytt-passord, where the recovery mail's link leads. */
export const passwordResetModel: BrowserModel<Machine> = {
  spec: passwordResetPaths,
  open: async ({ page, runId }, inputName) => {
    const user = await createConfirmedUser('nyttpassord')
    // Two-step sign-in on, the link spent here and the code not yet given, then the page loaded again.
    const codeDue = inputName === 'recovery session held, code due'
    if (codeDue) secrets.set(runId, await turnOnTwoStep(user))
    await requestRecoveryThroughStack(user.email)
    const link = await mailedLinkFor(user.email, 'recovery')
    users.set(runId, user)
    links.set(runId, link)
    await declineCookies(page)
    await page.goto(link.url)
    await waitUntilInteractive(page, passwordResetForm(page).submit)
    if (!codeDue) return
    await saveNewPassword(page, 'Mellomlagret9!x')
    await expect(secondStep(page).heading).toBeFocused()
    await page.reload()
    await waitUntilInteractive(page, passwordResetForm(page).submit)
  },
  opensWith: ['recovery session held, code due'],
  events: {
    // A code of six digits is the one the app shows now; one of another length is typed as it is.
    'field.change': person(({ page, runId }, { field, value }: { field: 'password' | 'confirmPassword' | 'code'; value: string }) =>
      field === 'code'
        ? secondStep(page).code.fill(isSixDigits(value) ? totpCode(secrets.get(runId)!) : value)
        : passwordResetForm(page)[field].fill(value),
    ),
    'form.submit': person(({ page }) => passwordResetForm(page).submit.click()),
    // The code is due when the account has two-step sign-in on: turned on before the link is verified.
    'done:verifyLink': answer(async ({ page, runId }, { output }: { output: { codeDue: boolean } }) => {
      if (output.codeDue) secrets.set(runId, await turnOnTwoStep(users.get(runId)!))
      return holdRequest(page, VERIFY_PATH, stackAnswers)
    }),
    'done:giveCode': answer(({ page }) => holdRequest(page, CODE_PATH, stackAnswers)),
    // The stack's refusal of a wrong code, as it words it; the person typed the app's code, so the refusal stands in.
    'error:giveCode': answer(({ page, allow }, { error }: { error: { code: string; message: string } }) => {
      allow(failedLoad('/auth/v1/factors/', 422))
      return holdRequest(page, CODE_PATH, authApiFails(422, { error_code: error.code, msg: error.message }))
    }),
    // Refused: the link was used before. Otherwise the network goes.
    'error:verifyLink': answer(async ({ page, runId, allow }, { error }: { error: { name?: string } }) => {
      if (error.name === 'OfflineError') {
        allow(failedLoad('/auth/v1/verify'))
        allow(AUTH_CLIENT_FETCH_FAILURE)
        return holdRequest(page, VERIFY_PATH, networkGoes(page, page.getByRole('main').getByRole('alert')))
      }
      const { error: verifyError } = await anonClient().auth.verifyOtp({ token_hash: links.get(runId)!.tokenHash, type: 'recovery' })
      if (verifyError) throw new Error(`Using the link beforehand failed: ${verifyError.message}`)
      allow(REFUSED_TOKEN)
      return holdRequest(page, VERIFY_PATH, stackAnswers)
    }),
    // The password is set with PUT; the code's step reads the user's factors with GET on the same path first.
    'done:setPassword': answer(({ page }) => holdRequest(page, SAVE_PATH, stackAnswers, { method: 'PUT' })),
    // The stack's refusal of the password the account already has, as it words it: setting that
    // password on the side would end the page's recovery session too.
    'error:setPassword': answer(({ page, allow }, { error }: { error: { code: string; message: string } }) => {
      allow(failedLoad(SAVE_PATH, 422))
      return holdRequest(page, SAVE_PATH, authApiFails(422, { error_code: error.code, msg: error.message }), { method: 'PUT' })
    }),
  },
  views: {
    'passwordReset.editing': async (page, { context }) => {
      const form = passwordResetForm(page)
      await expect(form.password).toHaveValue(context.password)
      await expect(form.confirmPassword).toHaveValue(context.confirmPassword)
      if (context.problem) await expect(problemLine(page, context.problem)).toBeVisible()
      await expect(form.submit).not.toHaveAttribute('aria-disabled', 'true')
    },
    'passwordReset.verifying': async (page) => {
      await expect(busyButton(page)).toHaveAttribute('aria-disabled', 'true')
    },
    'passwordReset.askingCode': async (page, { context }) => {
      await expect(secondStep(page).code).toBeEditable()
      if (context.problem) await expect(problemLine(page, context.problem)).toBeVisible()
      await expect(passwordResetForm(page).submit).not.toHaveAttribute('aria-disabled', 'true')
    },
    'passwordReset.givingCode': async (page) => {
      await expect(busyButton(page)).toHaveAttribute('aria-disabled', 'true')
    },
    'passwordReset.saving': async (page) => {
      await expect(busyButton(page)).toHaveAttribute('aria-disabled', 'true')
    },
    'passwordReset.done': async (page) => {
      await expect(toast(page, PASSWORD_RESET)).toBeVisible()
    },
    'passwordReset.linkBroken': async (page) => {
      await expect(brokenLink(page).heading).toBeFocused()
    },
  },
}
