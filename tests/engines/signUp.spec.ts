import { emailConfirmationText } from '../../src/content/account'
import { AUTH_STORAGE_KEY, confirmationLinkFor } from '../e2e/support/auth'
import { uniqueEmail } from '../e2e/support/backend'
import { expect, test } from './support/test'
import { signUpOnAuthPage, waitEnabled, waitSignedIn } from './support/site'

test("a sign-up on 'Registrer' is thanked and mailed a link, whose 'Bekreft e-postadressen' signs the visitor in on /", async ({
  visitor,
}) => {
  const email = uniqueEmail(`registrer-${visitor.engine}`)
  await signUpOnAuthPage(visitor, email)

  await visitor.openUrl(await confirmationLinkFor(email))
  const confirm = visitor.role('main').role('button', emailConfirmationText.submit)
  await waitEnabled(confirm)
  await confirm.click()
  await visitor.waitForPath('/')
  await waitSignedIn(visitor)
  expect(await visitor.storedItem(AUTH_STORAGE_KEY)).toContain(email)
})
