import { enrolledFactor, giveCode } from '../../support/twoStep'
import { confirmedUser } from './users'

export { enrolledFactor, giveCode, ISSUER } from '../../support/twoStep'

/** A confirmed user with two-step sign-in on, signed in at aal2 on a client of its own, and the factor's secret. */
export async function userWithTwoStep(label: string) {
  const user = await confirmedUser(label)
  const factor = await enrolledFactor(user.client)
  const session = await giveCode(user.client, factor.id, factor.totp.secret)
  return { ...user, session, factorId: factor.id, secret: factor.totp.secret }
}
