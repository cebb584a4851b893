import type { Page } from '@playwright/test'
import { secondStepText } from '../../../src/content/twoStep'
import { totpCode } from '../../support/totp'
import { anonClient } from './backend'
import type { TestUser } from './auth'

/** The issuer the site names in an authenticator app. */
const ISSUER = 'Havbørs'

/** Turns two-step sign-in on for `user` outside the browser, as an authenticator app would: the factor's secret. */
export async function turnOnTwoStep(user: TestUser): Promise<string> {
  const client = anonClient()
  const signedIn = await client.auth.signInWithPassword(user)
  if (signedIn.error) throw new Error(`Signing in ${user.email} failed: ${signedIn.error.message}`)
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER })
  if (enrolled.error) throw new Error(`Enrolling a factor for ${user.email} failed: ${enrolled.error.message}`)
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(enrolled.data.totp.secret) })
  if (verified.error) throw new Error(`Verifying the factor of ${user.email} failed: ${verified.error.message}`)
  return enrolled.data.totp.secret
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
