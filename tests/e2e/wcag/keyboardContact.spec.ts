import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { CONTACT_FIELDS } from '../../../supabase/functions/_shared/contract/contactForm'
import { contactForm, uniqueContactMessage } from '../support/contactForm'
import { toast } from '../support/toast'
import { contactMessagesFrom } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { waitUntilInteractive } from '../support/hydration'
import { expectFocusSeen, pressOn, typeInto } from '../support/keyboard'

/**
 * WCAG 2.2, 2.1.1 Keyboard: the contact form on /kontakt filled in and sent with the keyboard alone,
 * on a first visit with the cookie banner open.
 */

/** The first call of the contact function waits for Deno to start it. */
const FIRST_ANSWER_MS = 20_000

test('every field typed in, Send melding pressed, and the thanks shown, by keyboard alone', async ({ page }) => {
  const message = uniqueContactMessage('tastatur-kontakt')
  await page.goto('/kontakt')
  const { field, submit, values } = contactForm(page)
  await waitUntilInteractive(page, submit)

  for (const name of CONTACT_FIELDS) await typeInto(page, field(name), message[name])
  await pressOn(page, submit)
  await expect(toast(page, { ...CONTACT_TOASTS.sent, type: 'success' })).toBeVisible({ timeout: FIRST_ANSWER_MS })
  expect(await values()).toEqual(CONTACT_FIELDS.map(() => ''))
  await expectFocusSeen(submit)
  expect(await contactMessagesFrom(message.email)).toEqual([expect.objectContaining(message)])
})
