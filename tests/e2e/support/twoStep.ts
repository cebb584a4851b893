import type { Page } from '@playwright/test'
import { secondStepText } from '../../../src/content/twoStep'
import { enrolledFactor, giveCode } from '../../support/twoStep'
import { anonClient } from './backend'
import type { TestUser } from './auth'

/** Turns two-step sign-in on for `user` outside the browser, as an authenticator app would: the factor's secret. */
export async function turnOnTwoStep(user: TestUser): Promise<string> {
  const client = anonClient()
  const signedIn = await client.auth.signInWithPassword(user)
  if (signedIn.error) throw new Error(`Signing in ${user.email} failed: ${signedIn.error.message}`)
  const factor = await enrolledFactor(client)
  await giveCode(client, factor.id, factor.totp.secret)
  return factor.totp.secret
}

/** The code step in the sign-in card: its heading, the code field, 'Logg inn' and the way back. */
export function secondStep(page: Page) {
  return {
    heading: page.getByRole('heading', { name: secondStepText.title, exact: true }),
    code: page.getByLabel(secondStepText.codeLabel, { exact: true }),
    submit: page.getByRole('button', { name: secondStepText.submit, exact: true }),
    busy: page.getByRole('button', { name: secondStepText.submitting, exact: true }),
    back: page.getByRole('button', { name: secondStepText.back, exact: true }),
  }
}
