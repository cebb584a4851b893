import type { Page } from '@playwright/test'
import type { passwordResetMachine } from '../../../machines/passwordReset.machine'
import { PASSWORD_RESET } from '../../../messages/account'
import { passwordResetText } from '../../../src/content/account'
import { passwordResetPaths } from '../../../tools/machinePaths/specs/passwordReset'
import { AUTH_CLIENT_FETCH_FAILURE } from '../../e2e/faults/faultTest'
import { brokenLink, declineCookies, passwordResetForm, REFUSED_TOKEN, requestRecoveryThroughStack } from '../../e2e/support/account'
import { createConfirmedUser, type MailedLink, mailedLinkFor } from '../../e2e/support/auth'
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

/** The recovery link mailed to each run's user, by run. */
const links = new Map<string, MailedLink>()

const problemLine = (page: Page, text: string) => page.getByRole('main').getByText(text)
const busyButton = (page: Page) => page.getByRole('main').getByRole('button', { name: passwordResetText.submitting, exact: true })

/** /nytt-passord, where the recovery mail's link leads. */
export const passwordResetModel: BrowserModel<Machine> = {
  spec: passwordResetPaths,
  open: async ({ page, runId }) => {
    const user = await createConfirmedUser('nyttpassord')
    await requestRecoveryThroughStack(user.email)
    const link = await mailedLinkFor(user.email, 'recovery')
    links.set(runId, link)
    await declineCookies(page)
    await page.goto(link.url)
    await waitUntilInteractive(page, passwordResetForm(page).submit)
  },
  events: {
    'field.change': person(({ page }, { field, value }: { field: 'password' | 'confirmPassword'; value: string }) =>
      passwordResetForm(page)[field].fill(value),
    ),
    'form.submit': person(({ page }) => passwordResetForm(page).submit.click()),
    'done:verifyLink': answer(({ page }) => holdRequest(page, VERIFY_PATH, stackAnswers)),
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
    'done:setPassword': answer(({ page }) => holdRequest(page, SAVE_PATH, stackAnswers)),
    // The stack's refusal of the password the account already has, as it words it: setting that
    // password on the side would end the page's recovery session too.
    'error:setPassword': answer(({ page, allow }, { error }: { error: { code: string; message: string } }) => {
      allow(failedLoad(SAVE_PATH, 422))
      return holdRequest(page, SAVE_PATH, authApiFails(422, { error_code: error.code, msg: error.message }))
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
