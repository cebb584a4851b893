import { CONTACT_TOASTS } from '../../messages/contactForm'
import { contactFormText } from '../../src/content/contactForm'
import { CONTACT_FIELDS } from '../../supabase/functions/_shared/contract/contactForm'
import { fieldLabel } from '../support/contactForm'
import { contactMessagesFrom } from '../e2e/support/backend'
import { uniqueContactMessage } from '../e2e/support/contactForm'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, storeBeforeVisit, toast, waitEnabled } from './support/site'

/** The first call of the contact function waits for Deno to start it. */
const FIRST_ANSWER_MS = 20_000

test('a contact message is sent, stored, thanked for and the form cleared', async ({ visitor }) => {
  const message = uniqueContactMessage(`kontakt-${visitor.engine}`)
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/kontakt')
  const form = visitor.role('form', contactFormText.formLabel)
  const send = form.role('button', contactFormText.submit)
  await waitEnabled(send)
  for (const name of CONTACT_FIELDS) await form.label(fieldLabel(name)).fill(message[name])
  await send.click()
  await toast(visitor, CONTACT_TOASTS.sent).waitVisible()
  await expect.poll(() => contactMessagesFrom(message.email), { timeout: FIRST_ANSWER_MS }).toEqual([expect.objectContaining(message)])
  for (const name of CONTACT_FIELDS) await form.label(fieldLabel(name)).waitFor('empty value', (state) => state.value === '')
})
