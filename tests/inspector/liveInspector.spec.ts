import type { Locator, Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { contactForm, uniqueContactMessage } from '../e2e/support/contactForm'
import { expect, test } from '../e2e/support/fixtures'

/** The first call of the contact function waits for Deno to start it. */
const FIRST_ANSWER_MS = 20_000

/** The inspector's card of a running actor, named by its heading. */
const actorCard = (inspector: Page, name: string) => inspector.getByRole('region', { name, exact: true })

/** The state of that id, drawn on the card's statechart, lit as a current state. */
const litState = (card: Locator, id: string) => card.locator(`g.state.current[data-state="${id}"]`)

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner from covering the form.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

test('our inspector shows the contact form live: its lit state, its events with their payloads, secrets redacted', async ({ page }) => {
  await page.goto('/kontakt?inspect=local')
  const { field, submit, fill } = contactForm(page)
  await expect(submit).toBeEnabled()
  const message = uniqueContactMessage('inspektor')
  // The first key loads the site's actors, and with them the inspector, which opens its window.
  const opened = page.waitForEvent('popup')
  await field('name').fill(message.name)
  const inspector = await opened
  await expect(inspector).toHaveTitle('Havbørs: live statecharts')

  const card = actorCard(inspector, 'contactForm')
  const events = card.getByRole('list', { name: 'Latest events, newest first' })
  await expect(card.getByRole('img', { name: 'contactForm statechart' })).toBeVisible()
  await expect(litState(card, 'contactForm.ready.idle')).toBeVisible()
  await fill(message)
  await expect(events).toContainText(`field.change{"field":"message","value":"${message.message}"}`)

  await submit.click()
  await expect(litState(card, 'contactForm.ready.success')).toBeVisible({ timeout: FIRST_ANSWER_MS })
  await expect(litState(card, 'contactForm.ready.idle')).toHaveCount(0)
  await expect(card.getByText('ready.success', { exact: true })).toBeVisible()
  await expect(events).toContainText('xstate.done.actor.sendContactMessage')
  // A child started by an action is named too, not numbered.
  await expect(events).toContainText('xstate.done.actor.recordSubmission')
  await expect(events).toContainText('form.submit{"honeypot":"","token":"[redacted]"}')
})
