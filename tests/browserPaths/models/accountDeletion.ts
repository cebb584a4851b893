import type { Page } from '@playwright/test'
import type { accountDeletionMachine } from '../../../machines/accountDeletion.machine'
import { ACCOUNT_DELETED } from '../../../messages/account'
import { accountText } from '../../../src/content/account'
import { accountDeletionPaths } from '../../../tools/machinePaths/specs/accountDeletion'
import { accountPage, declineCookies, openAccountSignedIn, SIGN_OUT_OF_DELETED } from '../../e2e/support/account'
import { STRONG_PASSWORD } from '../../e2e/support/auth'
import { toast } from '../../e2e/support/toast'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { stackAnswers, stackRefuses } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'
import { confirmedUserWithPassword } from '../signedInUser'

type Machine = typeof accountDeletionMachine
type Field = 'confirmEmail' | 'password'

const DELETE_PATH = '/functions/v1/delete-account'
/** The address and password of the spec's user: each run's user has an address of its own, and a password the stack accepts. */
const PATH_ADDRESS = /ola@example\.no/i
const PATH_PASSWORD = 'hemmelig1'

const form = (page: Page) => accountPage(page).deletion
const addressOf = (runId: string) => `${runId}@oppdrett.test`

/** 'Slett kontoen' on 'Min konto', signed in as a user of the run's own address. */
export const accountDeletionModel: BrowserModel<Machine> = {
  spec: accountDeletionPaths,
  open: async ({ page, runId }) => {
    await declineCookies(page)
    await openAccountSignedIn(page, await confirmedUserWithPassword(addressOf(runId), STRONG_PASSWORD))
  },
  inputFor: (runId) => ({ email: addressOf(runId) }),
  // The address typed as the spec types it (other case, spaces around), but the run's own; its password.
  eventFor: (event, runId) => {
    if (event.value === PATH_PASSWORD) return { ...event, value: STRONG_PASSWORD }
    if (typeof event.value !== 'string' || !PATH_ADDRESS.test(event.value)) return event
    return {
      ...event,
      value: event.value.replace(PATH_ADDRESS, (typed: string) =>
        typed === typed.toLowerCase() ? addressOf(runId) : addressOf(runId).toUpperCase(),
      ),
    }
  },
  events: {
    'field.change': person(({ page }, { field, value }: { field: Field; value: string }) => form(page)[field].fill(value)),
    'form.submit': person(({ page }) => form(page).submit.click()),
    // The account is gone, so the stack refuses the sign-out that follows, as the site expects.
    'done:deleteAccount': answer(({ page, allow }) => {
      allow(SIGN_OUT_OF_DELETED)
      return holdRequest(page, DELETE_PATH, stackAnswers)
    }),
    // The function's refusal of a wrong password, as it words it: the paths type the right one.
    'error:deleteAccount': answer(({ page, allow }, { error }: { error: { code: string } }) => {
      allow(failedLoad(DELETE_PATH, 403))
      return holdRequest(page, DELETE_PATH, stackRefuses(403, { code: error.code, message: 'The password is wrong' }))
    }),
  },
  views: {
    'accountDeletion.editing': async (page, { context }) => {
      // An e-mail field's value drops the spaces around what is typed (the browser's sanitisation).
      await expect(form(page).confirmEmail).toHaveValue(context.confirmEmail.trim())
      await expect(form(page).password).toHaveValue(context.password)
      if (context.problem) await expect(form(page).form.getByText(context.problem)).toBeVisible()
      await expect(form(page).submit).not.toHaveAttribute('aria-disabled', 'true')
    },
    'accountDeletion.deleting': async (page) => {
      const busy = form(page).form.getByRole('button', { name: accountText.deleteAccount.submitting, exact: true })
      await expect(busy).toHaveAttribute('aria-disabled', 'true')
      await expect(form(page).password).not.toBeEditable()
    },
    'accountDeletion.deleted': async (page) => {
      await expect(toast(page, ACCOUNT_DELETED)).toBeVisible()
    },
  },
}
