import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCaptchaCheck } from '../../supabase/functions/send-contact-notification/captcha'
import { createContactHandler } from '../../supabase/functions/send-contact-notification/handler'
import { contactMessage } from '../support/contactForm'

const SECRET = 'hemmelig'
const SOLVED = 'løst-token'

/** A stand-in of the provider's siteverify endpoint: a token is good once, with the right secret. */
let standIn: Server
let verifyUrl: string
const received: URLSearchParams[] = []
const spent = new Set<string>()

beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      received.push(form)
      const token = form.get('response') ?? ''
      if (token === 'feil-svar') return response.writeHead(500).end()
      const success = form.get('secret') === SECRET && token === SOLVED && !spent.has(token)
      spent.add(token)
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success }))
    })
  })
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  verifyUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/siteverify`
})

afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

describe("the contact function's captcha check", () => {
  it('is off while CAPTCHA_SECRET is unset', () => {
    expect(createCaptchaCheck({ CAPTCHA_PROVIDER: 'turnstile' })).toBeUndefined()
  })

  it('needs a known provider (or its own verify URL) once the secret is set', () => {
    expect(() => createCaptchaCheck({ CAPTCHA_SECRET: SECRET })).toThrow(/CAPTCHA_PROVIDER must be one of turnstile, hcaptcha/)
    expect(createCaptchaCheck({ CAPTCHA_SECRET: SECRET, CAPTCHA_PROVIDER: 'hcaptcha' })).toBeTypeOf('function')
  })

  it("asks the provider with the secret, the token and the visitor's address, and accepts a solved token once", async () => {
    const check = createCaptchaCheck({ CAPTCHA_SECRET: SECRET, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_VERIFY_URL: verifyUrl })!
    spent.clear()
    expect(await check(SOLVED, '203.0.113.7')).toBe(true)
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: SECRET, response: SOLVED, remoteip: '203.0.113.7' })
    expect(await check(SOLVED, '203.0.113.7')).toBe(false)
  })

  it('refuses a missing token without asking, a wrong one, and any token the provider cannot judge', async () => {
    const check = createCaptchaCheck({ CAPTCHA_SECRET: SECRET, CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_VERIFY_URL: verifyUrl })!
    const asked = received.length
    expect(await check(null, '203.0.113.7')).toBe(false)
    expect(received.length).toBe(asked)
    expect(await check('gjettet', '203.0.113.7')).toBe(false)
    expect(await check('feil-svar', '203.0.113.7')).toBe(false)
    const unreachable = createCaptchaCheck({ CAPTCHA_SECRET: SECRET, CAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify' })!
    expect(await unreachable(SOLVED, '203.0.113.7')).toBe(false)
  })

  it('makes the contact function refuse a message without a solved captcha, before storing it', async () => {
    spent.clear()
    const stored: string[] = []
    const handle = createContactHandler({
      allowedOrigins: ['http://127.0.0.1:4173'],
      clientKey: async (ip) => ip,
      store: async (message) => {
        stored.push(message.name)
        return { id: String(stored.length), repeated: false }
      },
      claim: async () => [],
      notify: async () => {},
      finish: async () => true,
      background: () => {},
      checkCaptcha: createCaptchaCheck({ CAPTCHA_SECRET: SECRET, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_VERIFY_URL: verifyUrl })!,
    })
    const send = (headers: Record<string, string>) =>
      handle(
        new Request('http://fn.local/send-contact-notification', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.7', ...headers },
          body: JSON.stringify(contactMessage({ name: 'Kari Nordmann' })),
        }),
      )
    const without = await send({})
    expect([without.status, await without.json()]).toEqual([403, { error: 'captcha_failed' }])
    expect((await send({ 'x-captcha-token': 'gjettet' })).status).toBe(403)
    expect(stored).toEqual([])
    expect((await send({ 'x-captcha-token': SOLVED })).status).toBe(200)
    expect(stored).toEqual(['Kari Nordmann'])
  })
})
