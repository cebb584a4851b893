import { analytics } from './support/analytics'
import { anonClient, inbox, newsletterSubscriptions, uniqueEmail } from './support/backend'
import { ANALYTICS_URL, ANON_KEY, SITE_URL, STACK_URL } from '../../tools/browser/endpoints'
import { expect, test } from './support/fixtures'

/** An origin the site was not built for: nothing may connect to it. */
const FOREIGN_URL = 'http://127.0.0.1:9/fremmed'

test.describe('the served site and the run’s own backend', () => {
  test('the Content-Security-Policy lets pages connect only to the site, the stack and analytics', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy']
    expect(policy).toContain(`connect-src 'self' ${STACK_URL} ${ANALYTICS_URL};`)
  })

  test('a page reaches the stack under the Content-Security-Policy', async ({ page }) => {
    await page.goto('/')
    const settings = await page.evaluate(
      async ({ url, apikey }) => {
        const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey } })
        return { status: response.status, body: (await response.json()) as { external: { email: boolean } } }
      },
      { url: STACK_URL, apikey: ANON_KEY },
    )
    expect(settings.status).toBe(200)
    expect(settings.body.external.email).toBe(true)
  })

  test('a connection to any other origin is blocked, and the fixture reports it', async ({ page, browserProblems }) => {
    browserProblems.allow(/127\.0\.0\.1:9\b/)
    await page.goto('/')
    const outcome = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'connected',
          (error: Error) => error.name,
        ),
      FOREIGN_URL,
    )
    expect(outcome).toBe('TypeError')
    await expect
      .poll(() => browserProblems.cspViolations.map(({ directive, blockedURI }) => ({ directive, blockedURI })))
      .toEqual([{ directive: 'connect-src', blockedURI: FOREIGN_URL }])
    expect(browserProblems.consoleErrors.some((text) => text.includes(FOREIGN_URL) && text.includes('Content Security Policy'))).toBe(true)
  })

  test('the analytics stand-in records an event a page sends', async ({ page }) => {
    const path = `/om-oss?visit=${Date.now()}-${Math.random().toString(36).slice(2)}`
    await page.goto(path)
    const status = await page.evaluate(async (url) => {
      const event = { name: 'pageview', url: location.href, domain: location.hostname, referrer: document.referrer || null }
      const response = await fetch(`${url}/api/event`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
        keepalive: true,
      })
      return response.status
    }, ANALYTICS_URL)
    expect(status).toBe(202)
    const events = await analytics.events({ url: `${SITE_URL}${path}` })
    expect(events).toEqual([expect.objectContaining({ name: 'pageview', domain: '127.0.0.1', referrer: null, origin: SITE_URL })])
  })

  test('a page writes to the stack, and the test sees the row and the mail', async ({ page }) => {
    const email = uniqueEmail('e2e')
    await page.goto('/')
    const statuses = await page.evaluate(
      async ({ url, apikey, email }) => {
        const headers = { apikey, Authorization: `Bearer ${apikey}`, 'Content-Type': 'application/json' }
        const subscribe = await fetch(`${url}/rest/v1/newsletter_subscriptions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email }),
        })
        const signUp = await fetch(`${url}/auth/v1/signup`, {
          method: 'POST',
          headers: { ...headers, 'X-Supabase-Api-Version': '2024-01-01' },
          body: JSON.stringify({ email, password: 'Brønnbåt-2026!' }),
        })
        return [subscribe.status, signUp.status]
      },
      { url: STACK_URL, apikey: ANON_KEY, email },
    )
    expect(statuses).toEqual([201, 200])
    expect(await newsletterSubscriptions(email.toUpperCase())).toEqual([expect.objectContaining({ email })])

    const mail = await inbox.waitForMailTo(email, { subject: 'Bekreft e-postadressen din' })
    const link = new URL(await inbox.linkIn(mail, /[?&]token_hash=/))
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/bekreft-e-post`)
    const { data, error } = await anonClient().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })
})
