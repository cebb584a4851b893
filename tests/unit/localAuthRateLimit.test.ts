import { describe, expect, it } from 'vitest'
import { addressLimiter, BUCKET_SIZE, mailLimiter } from '../../supabase/local/rateLimit'

const SECOND = 1000
const MINUTE = 60 * SECOND

function clock() {
  let time = 1_000_000
  return { now: () => time, pass: (ms: number) => (time += ms) }
}

function allowedOf(limiter: () => boolean, attempts: number): number {
  let allowed = 0
  for (let attempt = 0; attempt < attempts; attempt += 1) if (limiter()) allowed += 1
  return allowed
}

describe('the local auth’s rate limits, as GoTrue’s', () => {
  it('let 30 requests of one address through at once whatever the rate, then refill the rate per 5 minutes', () => {
    for (const perFiveMinutes of [5, 30, 150]) {
      const time = clock()
      const limiter = addressLimiter(perFiveMinutes, time.now)
      expect(allowedOf(() => limiter('127.0.0.1'), 200)).toBe(BUCKET_SIZE)
      time.pass(5 * MINUTE)
      expect(allowedOf(() => limiter('127.0.0.1'), 200)).toBe(Math.min(perFiveMinutes, BUCKET_SIZE))
    }
  })

  it('refill little by little: 30 per 5 minutes is one every 10 seconds', () => {
    const time = clock()
    const limiter = addressLimiter(30, time.now)
    allowedOf(() => limiter('127.0.0.1'), BUCKET_SIZE)
    time.pass(9 * SECOND)
    expect(limiter('127.0.0.1')).toBe(false)
    time.pass(1 * SECOND)
    expect(limiter('127.0.0.1')).toBe(true)
    expect(limiter('127.0.0.1')).toBe(false)
  })

  it('count each address apart, and give an address a full bucket again an hour after its first', () => {
    const time = clock()
    const limiter = addressLimiter(0, time.now)
    expect(allowedOf(() => limiter('127.0.0.2'), 40)).toBe(BUCKET_SIZE)
    expect(limiter('127.0.0.3')).toBe(true)
    time.pass(59 * MINUTE)
    expect(limiter('127.0.0.2')).toBe(false)
    time.pass(1 * MINUTE)
    expect(allowedOf(() => limiter('127.0.0.2'), 40)).toBe(BUCKET_SIZE)
  })

  it('send email_sent mails an hour for everyone, counted in whole hours from the start', () => {
    const time = clock()
    const limiter = mailLimiter(3, time.now)
    expect(allowedOf(limiter, 5)).toBe(3)
    time.pass(59 * MINUTE)
    expect(limiter()).toBe(false)
    time.pass(1 * MINUTE)
    expect(allowedOf(limiter, 5)).toBe(3)
    expect(allowedOf(mailLimiter(0, time.now), 1)).toBe(0)
  })
})
