import type { Page } from '@playwright/test'
import type { twoStepSettingMachine } from '../../../machines/twoStepSetting.machine'
import { isSixDigits } from '../../../machines/validation/twoStepCode'
import { OFFLINE_TOAST } from '../../../messages/offline'
import { TWO_STEP_TOASTS } from '../../../messages/twoStep'
import { twoStepSettingText } from '../../../src/content/twoStepSetting'
import { twoStepSettingPaths } from '../../../tools/machinePaths/specs/twoStepSetting'
import { AUTH_CLIENT_FETCH_FAILURE } from '../../e2e/faults/faultTest'
import { declineCookies, openAccountSignedIn } from '../../e2e/support/account'
import { createConfirmedUser } from '../../e2e/support/auth'
import { failedLoad } from '../../e2e/support/console'
import { expect } from '../../e2e/support/fixtures'
import { waitUntilInteractive } from '../../e2e/support/hydration'
import { expectToastInTurn, toast } from '../../e2e/support/toast'
import { openAccountWithTwoStep, twoStepSection } from '../../e2e/support/twoStep'
import { totpCode } from '../../support/twoStep'
import { authApiFails, networkGoes, stackAnswers } from '../answers'
import { holdRequest } from '../heldRequest'
import { answer, type BrowserModel, person } from '../model'

type Machine = typeof twoStepSettingMachine

const ENROL_PATH = '/auth/v1/factors'
const CODE_PATH = '/auth/v1/factors/*/verify'
const REFRESH_PATH = '/auth/v1/token?grant_type=refresh_token'

/** Each run's two-step secret, once it has one. */
const secrets = new Map<string, string>()

/** The secret the person's app holds: the key the page showed while setting up, kept as an app keeps it, or the run's. */
async function secretOf(page: Page, runId: string): Promise<string> {
  if (await twoStepSection(page).key.isVisible()) secrets.set(runId, (await twoStepSection(page).key.innerText()).replace(/ /g, ''))
  return secrets.get(runId)!
}

/** The stack's refusal of a wrong code, as it words it; the person typed the app's code, so the refusal stands in for it. */
const codeRefused = answer(({ page, allow }, { error }: { error: { code: string; message: string } }) => {
  allow(failedLoad('/auth/v1/factors/', 422))
  return holdRequest(page, CODE_PATH, authApiFails(422, { error_code: error.code, msg: error.message }))
})

const busy = (page: Page, name: string) => twoStepSection(page).section.getByRole('button', { name, exact: true })

/** 'Totrinnsinnlogging' on 'Min konto', signed in as a new user with it off, or on and past its code. */
export const twoStepSettingModel: BrowserModel<Machine> = {
  spec: twoStepSettingPaths,
  // The page's clock is installed, so a person can wait out a toast ahead of the one a step shows.
  open: async ({ page, runId }, inputName) => {
    await page.clock.install()
    await declineCookies(page)
    if (inputName !== 'two-step sign-in on') {
      await openAccountSignedIn(page, await createConfirmedUser('totrinnvalg'))
      return
    }
    secrets.set(runId, await openAccountWithTwoStep(page, await createConfirmedUser('totrinnvalg-pa')))
    await waitUntilInteractive(page, twoStepSection(page).stop)
  },
  opensWith: ['two-step sign-in on'],
  startsOnFirstUse: "The section's flow loads with the first press of its button.",
  events: {
    'setup.start': person(({ page }) => twoStepSection(page).start.click()),
    'setup.cancel': person(({ page }) => twoStepSection(page).cancel.click()),
    'removal.start': person(({ page }) => twoStepSection(page).stop.click()),
    'removal.cancel': person(({ page }) => twoStepSection(page).cancel.click()),
    // A code of six digits is the one the app shows now; one of another length is typed as it is.
    'field.change': person(async ({ page, runId }, { value }: { value: string }) =>
      twoStepSection(page).code.fill(isSixDigits(value) ? totpCode(await secretOf(page, runId)) : value),
    ),
    'form.submit': person(({ page, from }) => {
      const section = twoStepSection(page)
      return (from.matches('confirming') ? section.confirm : section.stopSubmit).click()
    }),
    'done:enrolFactor': answer(({ page }) => holdRequest(page, ENROL_PATH, stackAnswers, { method: 'POST' })),
    // The network goes as the new factor is asked for.
    'error:enrolFactor': answer(({ page, allow }) => {
      allow(failedLoad(ENROL_PATH))
      allow(AUTH_CLIENT_FETCH_FAILURE)
      return holdRequest(page, ENROL_PATH, networkGoes(page, twoStepSection(page).start), { method: 'POST' })
    }),
    'done:confirmFactor': answer(({ page }) => holdRequest(page, CODE_PATH, stackAnswers)),
    'error:confirmFactor': codeRefused,
    // Turning it off ends with the session's refresh, after the code and the removal.
    'done:removeFactor': answer(({ page }) => holdRequest(page, REFRESH_PATH, stackAnswers)),
    'error:removeFactor': codeRefused,
  },
  views: {
    'twoStepSetting.off': async (page, _state, event) => {
      await expect(twoStepSection(page).off).toBeVisible()
      await expect(twoStepSection(page).start).toBeEnabled()
      if (event?.type === 'xstate.done.actor.removeFactor') await expectToastInTurn(page, toast(page, TWO_STEP_TOASTS.off))
      if (event?.type === 'xstate.error.actor.enrolFactor') await expectToastInTurn(page, toast(page, OFFLINE_TOAST))
    },
    'twoStepSetting.enrolling': async (page) => {
      await expect(busy(page, twoStepSettingText.starting)).toHaveAttribute('aria-disabled', 'true')
    },
    'twoStepSetting.confirming': async (page, { context }) => {
      const section = twoStepSection(page)
      await expect(section.qrCode).toBeVisible()
      await expect(section.code).toBeEditable()
      if (context.problem) await expect(section.code).toHaveAccessibleDescription(new RegExp(context.problem.message.replace(/\./g, '\\.')))
    },
    'twoStepSetting.verifyingSetup': async (page) => {
      await expect(busy(page, twoStepSettingText.confirming)).toHaveAttribute('aria-disabled', 'true')
    },
    'twoStepSetting.on': async (page, _state, event) => {
      await expect(twoStepSection(page).on).toBeVisible()
      if (event?.type === 'xstate.done.actor.confirmFactor') await expectToastInTurn(page, toast(page, TWO_STEP_TOASTS.on))
    },
    'twoStepSetting.askingCode': async (page, { context }) => {
      const section = twoStepSection(page)
      await expect(section.stopHeading).toBeVisible()
      await expect(section.code).toBeEditable()
      if (context.problem) await expect(section.code).toHaveAccessibleDescription(new RegExp(context.problem.message.replace(/\./g, '\\.')))
    },
    'twoStepSetting.removing': async (page) => {
      await expect(busy(page, twoStepSettingText.stopping)).toHaveAttribute('aria-disabled', 'true')
    },
  },
  passing: { 'twoStepSetting.opening': 'the section opens on or off at once, as the session’s user says' },
}
