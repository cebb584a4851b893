import { twoStepCodeText } from '../../../src/content/twoStepCode'
import type { Page } from '@playwright/test'
import type { Session } from '@supabase/supabase-js'
import { secondStepText } from '../../../src/content/twoStep'
import { twoStepSettingText } from '../../../src/content/twoStepSetting'
import { enrolledFactor, giveCode } from '../../support/twoStep'
import { anonClient } from './backend'
import { storeSessionBeforeLoad, type TestUser } from './auth'
import { waitForHydration } from './hydration'

/** Turns two-step sign-in on for `user` outside the browser, as an authenticator app would: the factor's secret. */
export async function turnOnTwoStep(user: TestUser): Promise<string> {
  const client = anonClient()
  const signedIn = await client.auth.signInWithPassword(user)
  if (signedIn.error) throw new Error(`Signing in ${user.email} failed: ${signedIn.error.message}`)
  const factor = await enrolledFactor(client)
  await giveCode(client, factor.id, factor.totp.secret)
  return factor.totp.secret
}

/** A fresh session of `user`, whose two-step sign-in is on with `secret`, past its code (aal2), as supabase-js stores it. */
export async function signInWithCodeThroughStack(user: TestUser, secret: string): Promise<Session> {
  const client = anonClient()
  const signedIn = await client.auth.signInWithPassword(user)
  if (signedIn.error) throw new Error(`Signing in ${user.email} failed: ${signedIn.error.message}`)
  const factors = await client.auth.mfa.listFactors()
  const factor = factors.data?.totp[0]
  if (!factor) throw new Error(`${user.email} has no verified factor`)
  await giveCode(client, factor.id, secret)
  const { data } = await client.auth.getSession()
  if (!data.session) throw new Error('No session after the code')
  return data.session
}

/**
 * Opens /konto signed in as `user` with two-step sign-in on, past the code, as an earlier visit would have
 * left the session; resolves with the factor's secret once the page has hydrated.
 */
export async function openAccountWithTwoStep(page: Page, user: TestUser): Promise<string> {
  const secret = await turnOnTwoStep(user)
  await storeSessionBeforeLoad(page, await signInWithCodeThroughStack(user, secret))
  await page.goto('/konto')
  await waitForHydration(page)
  return secret
}

/** 'Totrinnsinnlogging' on 'Min konto': its state, the buttons, and the setup's QR code, key and link. */
export function twoStepSection(page: Page) {
  const section = page.getByRole('main').getByRole('region', { name: twoStepSettingText.title, exact: true })
  const button = (name: string) => section.getByRole('button', { name, exact: true })
  return {
    section,
    on: section.getByText(twoStepSettingText.onLead, { exact: true }),
    off: section.getByText(twoStepSettingText.offLead, { exact: true }),
    start: button(twoStepSettingText.start),
    stop: button(twoStepSettingText.stop),
    scanHeading: section.getByRole('heading', { name: twoStepSettingText.scanTitle, exact: true }),
    stopHeading: section.getByRole('heading', { name: twoStepSettingText.stopTitle, exact: true }),
    qrCode: section.getByRole('img', { name: twoStepSettingText.qrAlt, exact: true }),
    key: section.locator('code'),
    appLink: section.getByRole('link', { name: twoStepSettingText.openApp, exact: true }),
    code: section.getByLabel(twoStepCodeText.codeLabel, { exact: true }),
    confirm: button(twoStepSettingText.confirm),
    stopSubmit: button(twoStepSettingText.stopSubmit),
    cancel: button(twoStepSettingText.cancel),
  }
}

/** The code step in the sign-in card: its heading, the code field, 'Logg inn' and the way back. */
export function secondStep(page: Page) {
  return {
    heading: page.getByRole('heading', { name: secondStepText.title, exact: true }),
    code: page.getByLabel(twoStepCodeText.codeLabel, { exact: true }),
    submit: page.getByRole('button', { name: secondStepText.submit, exact: true }),
    busy: page.getByRole('button', { name: secondStepText.submitting, exact: true }),
    back: page.getByRole('button', { name: secondStepText.back, exact: true }),
  }
}
