import { describe, expect, it, vi } from 'vitest'
import { MAIL_DEADLINE_MS } from '../../supabase/functions/_shared/smtp'
import { post, setup, valid } from './support/contactHandler'

describe('the contact function', () => {
  it('keeps the message and reports success when the e-mail cannot be sent', async () => {
    const { handle, stored, settled } = setup({
      notify: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:1')
      },
    })
    const response = await handle(post(JSON.stringify(valid)))
    expect(response.status).toBe(200)
    await settled()
    expect(stored).toEqual([{ message: valid, clientKey: 'key:203.0.113.7', status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:1' }])
  })

  it('answers as soon as the message is stored, before the notification has gone out', async () => {
    const { handle, stored } = setup({ notify: () => new Promise<void>(() => {}) })
    const timeout = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 1_000))
    const response = await Promise.race([handle(post(JSON.stringify(valid))), timeout])
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(200)
    expect(stored).toEqual([{ message: valid, clientKey: 'key:203.0.113.7', status: 'pending' }])
  })

  it('marks a notification that is still going after the deadline as failed, for another attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let notifying!: () => void
      const notified = new Promise<void>((resolve) => (notifying = resolve))
      const { handle, stored, settled } = setup({
        notify: () => {
          notifying()
          return new Promise<void>(() => {})
        },
      })
      const answer = handle(post(JSON.stringify(valid)))
      await notified
      await vi.advanceTimersByTimeAsync(MAIL_DEADLINE_MS)
      await settled()
      expect(stored).toEqual([
        {
          message: valid,
          clientKey: 'key:203.0.113.7',
          status: 'failed',
          error: expect.stringContaining(`${MAIL_DEADLINE_MS / 1000} s`),
        },
      ])
      expect((await answer).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})
