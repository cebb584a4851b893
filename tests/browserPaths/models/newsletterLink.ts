import type { Page } from '@playwright/test'
import type { newsletterLinkMachine } from '../../../machines/newsletterLink.machine'
import { newsletterLinkText } from '../../../src/content/newsletterLink'
import { newsletterLinkPaths } from '../../../tools/machinePaths/specs/newsletterLink'
import { anonClient, uniqueEmail } from '../../e2e/support/backend'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { newsletterLinkPage, newsletterMailLinks, openNewsletterLink } from '../../e2e/support/newsletter'
import { stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof newsletterLinkMachine

const CONFIRM_PATH = '/rest/v1/rpc/confirm_newsletter_subscription'

/** The confirmation link each run opened, by run: the page takes the token out of its address. */
const tokens = new Map<string, string>()

const linkPage = (page: Page) => newsletterLinkPage(page, 'confirm')

/** A sign-up of the run's own, made through the data API, and its mail's confirmation link. */
async function freshConfirmationLink(runId: string) {
  const email = uniqueEmail('lenke')
  const { error } = await anonClient().from('newsletter_subscriptions').insert({ email })
  if (error) throw new Error(`Signing up ${email} failed: ${error.message}`)
  const { confirm } = await newsletterMailLinks(email)
  tokens.set(runId, confirm.token)
  return confirm.url
}

/** The confirmation page of a newsletter mail; the leaving page runs the same machine. */
export const newsletterLinkModel: BrowserModel<Machine> = {
  spec: newsletterLinkPaths,
  open: async ({ page, runId }) => {
    await openNewsletterLink(page, 'confirm', await freshConfirmationLink(runId))
  },
  events: {
    'link.use': person(({ page }) => linkPage(page).button.click()),
    // Taken: the real stack confirms. Not taken: the link was used before, in another tab.
    'done:spendLink': answer(async ({ page, runId }, { output }: { output: { taken: boolean } }) => {
      if (!output.taken) {
        const { error } = await anonClient().rpc('confirm_newsletter_subscription', { token: tokens.get(runId)! })
        if (error) throw new Error(`Using the link beforehand failed: ${error.message}`)
      }
      return holdRequest(page, CONFIRM_PATH, stackAnswers)
    }),
    // The request fails on its way: the network.
    'error:spendLink': answer(({ page, allow }) => {
      allow(failedLoad(CONFIRM_PATH))
      return holdRequest(page, CONFIRM_PATH, (route) => route.abort('failed'))
    }),
  },
  views: {
    'newsletterLink.ready': async (page, { context }) => {
      await expect(linkPage(page).button).toBeVisible()
      await expect(linkPage(page).button).not.toHaveAttribute('aria-disabled', 'true')
      if (context.failed) await expect(linkPage(page).failed).toBeVisible()
      else await expect(linkPage(page).failed).toBeHidden()
    },
    'newsletterLink.sending': async (page) => {
      const button = page.getByRole('main').getByRole('button', { name: newsletterLinkText.confirm.submitting, exact: true })
      await expect(button).toHaveAttribute('aria-disabled', 'true')
    },
    'newsletterLink.done': async (page) => {
      await expect(linkPage(page).done).toBeFocused()
      await expect(linkPage(page).doneLink).toHaveAttribute('href', /^\/nyhetsbrev\/avmeld\?token=[0-9a-f]{64}$/)
    },
    'newsletterLink.linkBroken': async (page) => {
      await expect(linkPage(page).broken).toBeFocused()
    },
  },
}
