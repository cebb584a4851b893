import type { Page } from '@playwright/test'
import type { dataExportMachine } from '../../../machines/dataExport.machine'
import { accountText } from '../../../src/content/account'
import { dataExportPaths } from '../../../tools/machinePaths/specs/dataExport'
import { declineCookies, openAccountSignedIn } from '../../e2e/support/account'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { stackAnswers, stackRefuses } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof dataExportMachine

const EXPORT_PATH = '/functions/v1/account-data'
const STATUS_OF: Record<string, number> = { rate_limited: 429, not_signed_in: 401 }

const form = (page: Page) => page.getByRole('main').getByRole('form', { name: accountText.dataExport.title, exact: true })

/** 'Dataene dine' on 'Min konto', signed in as a new user. */
export const dataExportModel: BrowserModel<Machine> = {
  spec: dataExportPaths,
  open: async ({ page }) => {
    await declineCookies(page)
    await openAccountSignedIn(page)
  },
  events: {
    'form.submit': person(({ page }) => form(page).getByRole('button').click()),
    'done:exportData': answer(({ page }) => holdRequest(page, EXPORT_PATH, stackAnswers)),
    // The function's refusals as it words them: the paths' user is well within the limit and signed in.
    'error:exportData': answer(({ page, allow }, { error }: { error: { code: string } }) => {
      const status = STATUS_OF[error.code]!
      allow(failedLoad(EXPORT_PATH, status))
      return holdRequest(page, EXPORT_PATH, stackRefuses(status, { code: error.code, message: 'Refused' }))
    }),
  },
  views: {
    'dataExport.ready': async (page, { context }) => {
      const button = form(page).getByRole('button', { name: accountText.dataExport.submit, exact: true })
      await expect(button).not.toHaveAttribute('aria-disabled', 'true')
      await expect(form(page).getByRole('alert')).toHaveText(context.problem ?? '')
    },
    'dataExport.exporting': async (page) => {
      await expect(form(page).getByRole('button', { name: accountText.dataExport.submitting, exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
    },
  },
}
