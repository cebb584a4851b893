import { message as contactMessage } from './contactMessage'
import { anonClient } from './stack'

/** The contact function, as the gateway tests call it: through /functions/v1 of the stack. */
export const FUNCTION_PATH = '/functions/v1/send-contact-notification'
/** A valid message, under a subject of the gateway tests' own. */
export const message = { ...contactMessage, subject: 'Gjennom porten' }
/** Breaks one rule, so the function answers 400 without storing anything or counting against the rate limit. */
export const invalidMessage = JSON.stringify({ ...message, name: 'K' })
export const VALIDATION_FAILED = { error: 'validation_failed', fields: { name: 'too_short' } }

/** Calls the function once, so that Deno is running before a file's tests: its first call starts it. */
export async function startFunction(): Promise<void> {
  await anonClient().functions.invoke('send-contact-notification', { body: { ...message, name: 'K' } })
}
