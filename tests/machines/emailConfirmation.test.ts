import { describe, expect, it } from 'vitest'
import { emailConfirmationMachine } from '../../machines/emailConfirmation.machine'
import { OfflineError } from '../../machines/offline'
import { EMAIL_CONFIRMED } from '../../messages/account'
import { expiredLink } from './support/backendErrors'
import { TOKEN_HASH } from './support/linkTokens'
import { pendingActor, startInSystem } from './support/testSystem'

/** /bekreft-e-post's flow; each verification waits for the test to settle it. */
function start(tokenHash = TOKEN_HASH) {
  const verifyLink = pendingActor<{ tokenHash: string }>()
  const logic = emailConfirmationMachine.provide({ actors: { verifyLink: verifyLink.logic } })
  const system = startInSystem(logic, { input: { tokenHash } })
  const state = () => system.actor.getSnapshot()
  const confirm = () => system.actor.send({ type: 'link.confirm' })
  return { ...system, verified: verifyLink.calls, state, confirm, answer: verifyLink.settle }
}

describe('the confirmation link’s page', () => {
  it('spends nothing when opened: the link is verified only on the press', () => {
    const page = start()
    expect(page.state().value).toBe('ready')
    expect(page.verified).toEqual([])
    page.confirm()
    expect(page.state().value).toBe('verifying')
    expect(page.verified).toEqual([{ tokenHash: TOKEN_HASH }])
  })

  it("confirms and says 'E-postadressen er bekreftet'", async () => {
    const page = start()
    page.confirm()
    await page.answer()
    expect(page.state().value).toBe('confirmed')
    expect(page.toasts()).toEqual([EMAIL_CONFIRMED])
    expect(EMAIL_CONFIRMED).toEqual({ title: 'E-postadressen er bekreftet', message: 'Du er nå logget inn.', type: 'success' })
  })

  it.each([
    ['expired or used', expiredLink],
    ['altered', { code: 'validation_failed', status: 400, message: 'Invalid token' }],
  ])('ends on the broken-link answer for a link %s', async (_, error) => {
    const page = start()
    page.confirm()
    await page.answer(error)
    expect(page.state().value).toBe('linkBroken')
    expect(page.toasts()).toEqual([])
  })

  it.each([
    ['offline', new OfflineError()],
    ['a server error', { status: 502, message: 'Bad Gateway' }],
  ])('keeps the link when %s, marks the try failed, and tries again on the next press', async (_, error) => {
    const page = start()
    page.confirm()
    await page.answer(error)
    expect(page.state().value).toBe('ready')
    expect(page.state().context.failed).toBe(true)
    page.confirm()
    expect(page.state().context.failed).toBe(false)
    expect(page.verified).toEqual([{ tokenHash: TOKEN_HASH }, { tokenHash: TOKEN_HASH }])
  })

  it('ignores a second press while the link is being verified', () => {
    const page = start()
    page.confirm()
    page.confirm()
    expect(page.verified).toHaveLength(1)
  })
})
