import type { Page } from '@playwright/test'
import type { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine'
import { EMAIL_CONFIRMED } from '../../../messages/account'
import { emailConfirmationText } from '../../../src/content/account'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { emailConfirmationPaths } from '../../../tools/machinePaths/specs/emailConfirmation'
import { AUTH_CLIENT_FETCH_FAILURE } from '../../e2e/faults/faultTest'
import { brokenLink, confirmButton, declineCookies, REFUSED_TOKEN } from '../../e2e/support/account'
import { confirmationLinkFor, confirmThroughStack, createUnconfirmedUser } from '../../e2e/support/auth'
import { toast } from '../../e2e/support/toast'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { waitUntilInteractive } from '../../e2e/support/hydration'
import { networkGoes, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof emailConfirmationMachine

const VERIFY_PATH = '/auth/v1/verify*'

/** The address each run signed up, by run: its mail's link is the page's. */
const addresses = new Map<string, string>()

const failedLine = (page: Page) => page.getByRole('main').getByText(emailConfirmationText.failed)

/** /bekreft-e-post, where the sign-up mail's link leads. */
export const emailConfirmationModel: BrowserModel<Machine> = {
  spec: emailConfirmationPaths,
  open: async ({ page, runId }) => {
    const { email } = await createUnconfirmedUser('bekreft')
    addresses.set(runId, email)
    await declineCookies(page)
    await page.goto(await confirmationLinkFor(email))
    await waitUntilInteractive(page, confirmButton(page))
  },
  events: {
    'link.confirm': person(({ page }) => confirmButton(page).click()),
    'done:verifyLink': answer(({ page }) => holdRequest(page, VERIFY_PATH, stackAnswers)),
    // Refused: the link was used before (in another browser). Otherwise the network goes.
    'error:verifyLink': answer(async ({ page, runId, allow }, { error }: { error: { name?: string } }) => {
      if (error.name === 'OfflineError') {
        allow(failedLoad('/auth/v1/verify'))
        allow(AUTH_CLIENT_FETCH_FAILURE)
        return holdRequest(page, VERIFY_PATH, networkGoes(page, failedLine(page)))
      }
      await confirmThroughStack(addresses.get(runId)!)
      allow(REFUSED_TOKEN)
      return holdRequest(page, VERIFY_PATH, stackAnswers)
    }),
  },
  views: {
    'emailConfirmation.ready': async (page, { context }) => {
      await expect(confirmButton(page)).not.toHaveAttribute('aria-disabled', 'true')
      if (context.failed) await expect(failedLine(page)).toBeVisible()
      else await expect(failedLine(page)).toBeHidden()
    },
    'emailConfirmation.verifying': async (page) => {
      const button = page.getByRole('main').getByRole('button', { name: emailConfirmationText.submitting, exact: true })
      await expect(button).toHaveAttribute('aria-disabled', 'true')
    },
    'emailConfirmation.confirmed': async (page) => {
      await expect(toast(page, EMAIL_CONFIRMED)).toBeVisible()
      await expect(page).toHaveURL(`${SITE_URL}/`)
    },
    'emailConfirmation.linkBroken': async (page) => {
      await expect(brokenLink(page).heading).toBeFocused()
    },
  },
}
