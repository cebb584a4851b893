import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { policyInputs, writeHeadersFile } from '../../build/security/buildPolicy'
import { headerRules, headersForPath, parseHeadersFile, renderHeadersFile } from '../../build/security/headersFile'
import { cspHash, inlineScriptHashes } from '../../build/security/inlineScripts'
import { contentSecurityPolicy, securityHeaders } from '../../build/security/policy'

const LOCAL = { supabaseOrigin: 'http://127.0.0.1:54321', inlineScriptHashes: ['sha256-b', 'sha256-a', 'sha256-b'] }

describe('the Content-Security-Policy of a build', () => {
  it('runs only its own files and the hashed JSON-LD, styles only from its own files, shows its own and inline images, and calls only the Supabase origin', () => {
    expect(contentSecurityPolicy(LOCAL)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' http://127.0.0.1:54321; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
        "frame-ancestors 'none'",
    )
  })

  it('adds the analytics origin when the build has analytics', () => {
    expect(contentSecurityPolicy({ ...LOCAL, analyticsOrigin: 'http://127.0.0.1:55746' })).toContain(
      "connect-src 'self' http://127.0.0.1:54321 http://127.0.0.1:55746;",
    )
  })

  it('upgrades stray http requests only in a build for an https backend', () => {
    const hosted = contentSecurityPolicy({ ...LOCAL, supabaseOrigin: 'https://abc.supabase.co' })
    expect(hosted).toContain("connect-src 'self' https://abc.supabase.co;")
    expect(hosted.endsWith("; frame-ancestors 'none'; upgrade-insecure-requests")).toBe(true)
    expect(contentSecurityPolicy(LOCAL)).not.toContain('upgrade-insecure-requests')
  })

  it("allows a captcha provider's script, styles, frame and checks only when one is configured", () => {
    const turnstile = contentSecurityPolicy({ ...LOCAL, captchaProvider: 'turnstile' })
    expect(turnstile).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://challenges.cloudflare.com;")
    expect(turnstile).toContain("style-src 'self' https://challenges.cloudflare.com;")
    expect(turnstile).toContain("connect-src 'self' http://127.0.0.1:54321 https://challenges.cloudflare.com;")
    expect(turnstile).toContain('frame-src https://challenges.cloudflare.com;')
    const hcaptcha = contentSecurityPolicy({ ...LOCAL, captchaProvider: 'hcaptcha' })
    expect(hcaptcha).toContain('frame-src https://hcaptcha.com https://*.hcaptcha.com;')
    expect(contentSecurityPolicy(LOCAL)).not.toMatch(/cloudflare|hcaptcha/)
  })

  it('comes with HSTS, nosniff, the referrer and permissions policies and an isolated opener', () => {
    const headers = securityHeaders(LOCAL)
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(headers['Permissions-Policy']).toMatch(
      /^accelerometer=\(\), .*camera=\(\), .*geolocation=\(\), .*microphone=\(\), .*payment=\(\)/,
    )
  })
})

describe('the configuration the policy is built from', () => {
  it('takes the origins of the configured URLs, the local stack when Supabase is unset', () => {
    expect(policyInputs({ VITE_ANALYTICS_URL: 'https://stats.example.no/sti/' }, [])).toEqual({
      supabaseOrigin: 'http://127.0.0.1:54321',
      analyticsOrigin: 'https://stats.example.no',
      inlineScriptHashes: [],
    })
    expect(policyInputs({ VITE_CAPTCHA_PROVIDER: 'hcaptcha', VITE_CAPTCHA_SITE_KEY: 'k' }, []).captchaProvider).toBe('hcaptcha')
  })

  it('refuses an analytics URL that is none', () => {
    expect(() => policyInputs({ VITE_ANALYTICS_URL: 'stats.example.no' }, [])).toThrow(/VITE_ANALYTICS_URL is not a URL/)
  })
})

describe('the inline scripts of a built page', () => {
  it('are hashed as the browser hashes them', () => {
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
    const html = '<script type="module" src="/assets/a.js"></script><script data-head type="application/ld+json">{"a":"ø"}</script>'
    expect(inlineScriptHashes(html, 'index.html')).toEqual([cspHash('{"a":"ø"}')])
  })

  it("allow the build's bootstrap, by its hash", () => {
    expect(inlineScriptHashes('<script data-bootstrap>import("/assets/a.js")</script>', 'index.html')).toEqual([
      cspHash('import("/assets/a.js")'),
    ])
  })

  it("allow the build's stored-session check of a page with a view for signed-in visitors, by its hash", () => {
    const check = 'document.documentElement.setAttribute("data-stored-session","")'
    expect(inlineScriptHashes(`<script data-stored-session-check>${check}</script>`, 'konto/index.html')).toEqual([cspHash(check)])
  })

  it('fail the build when one is neither JSON-LD nor one the build writes', () => {
    expect(() => inlineScriptHashes('<script>alert(1)</script>', 'om-oss/index.html')).toThrow(/om-oss\/index.html has an inline script/)
  })
})

describe('the _headers file of a build', () => {
  const files = ['index.html', 'om-oss/index.html', '404.html', 'assets/index-abc.js', 'illustrations/hero-boat.svg', 'robots.txt']
  const rules = headerRules({ 'X-Content-Type-Options': 'nosniff' }, files)

  it('gives every path the security headers, the hashed assets a year of caching and the pages revalidation', () => {
    expect(renderHeadersFile(rules.slice(0, 3))).toBe(
      '/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n/404.html\n  Cache-Control: no-cache\n',
    )
    const cacheOf = (path: string) => headersForPath(rules, path)['Cache-Control']
    expect(headersForPath(rules, '/om-oss')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' })
    expect(headersForPath(rules, '/assets/index-abc.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    expect(['/', '/om-oss/', '/404.html'].map(cacheOf)).toEqual(['no-cache', 'no-cache', 'no-cache'])
    expect(['/illustrations/hero-boat.svg', '/robots.txt'].map(cacheOf)).toEqual(['public, max-age=3600', 'public, max-age=3600'])
  })

  it('gives no path two Cache-Control values, which a host would join into one', () => {
    for (const path of ['/', '/om-oss', '/om-oss/', '/404.html', '/assets/index-abc.js', '/illustrations/hero-boat.svg', '/robots.txt'])
      expect(
        rules.filter((rule) => headersForPath([rule], path)['Cache-Control']),
        path,
      ).toHaveLength(1)
  })

  it('reads back as it was written', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules)
  })

  it('is written from the pages of the build', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'headers-'))
    try {
      await mkdir(join(dist, 'om-oss'))
      await writeFile(join(dist, 'index.html'), '<script type="application/ld+json">{}</script>')
      await writeFile(join(dist, 'om-oss', 'index.html'), '<script type="application/ld+json">[]</script>')
      await writeHeadersFile(dist, { VITE_SUPABASE_URL: 'http://127.0.0.1:54341' })
      const builtRules = parseHeadersFile(await readFile(join(dist, '_headers'), 'utf8'))
      const written = headersForPath(builtRules, '/')
      expect(written['Content-Security-Policy']).toContain(`script-src 'self' '${[cspHash('[]'), cspHash('{}')].sort().join("' '")}';`)
      expect(written['Content-Security-Policy']).toContain("connect-src 'self' http://127.0.0.1:54341;")
      expect(builtRules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/', '/om-oss', '/om-oss/'])
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })
})
