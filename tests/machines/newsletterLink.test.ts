import { describe, expect, it } from 'vitest'
import { type NewsletterLinkAnswer, newsletterLinkMachine } from '../../machines/newsletterLink.machine'
import { pendingActor, startInSystem } from './support/testSystem'

const TOKEN = '0123456789abcdef'.repeat(4)
const LEAVE_TOKEN = 'fedcba9876543210'.repeat(4)

/** A newsletter link's page; each press's request waits for the test to settle it. */
function start(token = TOKEN) {
  const spendLink = pendingActor<{ token: string }, NewsletterLinkAnswer>()
  const logic = newsletterLinkMachine.provide({ actors: { spendLink: spendLink.logic } })
  const system = startInSystem(logic, { input: { token } })
  const state = () => system.actor.getSnapshot()
  const press = () => system.actor.send({ type: 'link.use' })
  return { ...system, sent: spendLink.calls, state, press, answer: spendLink.resolveWith, fail: spendLink.settle }
}

describe('a newsletter link’s page', () => {
  it('spends nothing when opened: the token goes to the backend only on the press, once', () => {
    const page = start()
    expect(page.state().value).toBe('ready')
    expect(page.sent).toEqual([])
    page.press()
    page.press()
    expect(page.state().value).toBe('sending')
    expect(page.sent).toEqual([{ token: TOKEN }])
  })

  it('keeps the leave link’s token a confirmation answers with', async () => {
    const page = start()
    page.press()
    await page.answer({ taken: true, leaveToken: LEAVE_TOKEN })
    expect(page.state().value).toBe('done')
    expect(page.state().context.leaveToken).toBe(LEAVE_TOKEN)
  })

  it('ends done without a leave token when leaving is answered', async () => {
    const page = start()
    page.press()
    await page.answer({ taken: true })
    expect(page.state().value).toBe('done')
    expect(page.state().context.leaveToken).toBeNull()
  })

  it('ends on the broken-link answer when the backend refuses the token', async () => {
    const page = start()
    page.press()
    await page.answer({ taken: false })
    expect(page.state().value).toBe('linkBroken')
  })

  it('keeps the token after a failed request, says so, and sends it again on the next press', async () => {
    const page = start()
    page.press()
    await page.fail(new TypeError('Failed to fetch'))
    expect(page.state().value).toBe('ready')
    expect(page.state().context.failed).toBe(true)
    page.press()
    expect(page.state().context.failed).toBe(false)
    expect(page.sent).toEqual([{ token: TOKEN }, { token: TOKEN }])
  })
})
