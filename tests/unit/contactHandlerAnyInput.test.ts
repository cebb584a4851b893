import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactFieldErrors, sanitizeForSending } from '../../supabase/functions/_shared/contract/contactRules'
import { MAX_BODY_BYTES } from '../../supabase/functions/send-contact-notification/limits'
import { byField } from '../support/contactForm'
import { anyContactBody, typedContactText } from './support/generators'
import { post, setup } from './support/contactHandler'

/** A message the rules accept, each field judged on its own. */
const acceptedMessage = fc.record(
  byField((field) => typedContactText(field).filter((text) => !contactFieldErrors({ [field]: text })[field])),
)

describe('the contact function and the site’s rules, for any input', () => {
  it('answers a body the site would refuse with 400 and the site’s messages, and stores any other as the site would send it, never failing', async () => {
    await fc.assert(
      fc.asyncProperty(anyContactBody, async (values) => {
        const { handle, stored } = setup()
        const body = JSON.stringify(values)
        const response = await handle(post(body))
        const siteErrors = contactFieldErrors(values)
        if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) {
          expect(response.status).toBe(413)
        } else if (Object.keys(siteErrors).length > 0) {
          expect(response.status).toBe(400)
          expect(await response.json()).toEqual({ error: 'validation_failed', fields: siteErrors })
          expect(stored).toEqual([])
        } else {
          expect(response.status).toBe(200)
          expect(stored.map((row) => row.message)).toEqual([sanitizeForSending(values)])
        }
      }),
      { numRuns: 300 },
    )
  })

  it('accepts and stores unchanged whatever the site sends', async () => {
    await fc.assert(
      fc.asyncProperty(acceptedMessage, async (values) => {
        const sent = sanitizeForSending(values)
        const { handle, stored } = setup()
        const response = await handle(post(JSON.stringify(sent)))
        expect(response.status).toBe(200)
        expect(stored.map((row) => row.message)).toEqual([sent])
      }),
      { numRuns: 100 },
    )
  })
})
