import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadAuthConfig, parseGoDuration, readTomlSettings } from '../../supabase/local/config'
import { PASSWORD_REQUIREMENT_SETS } from '../../supabase/local/passwordPolicy'
import { DEFAULT_AUTH_RATE_LIMITS } from '../../supabase/local/rateLimit'

describe('the local stack’s reading of config.toml', () => {
  it('reads Go durations as the Supabase CLI writes them', () => {
    expect(parseGoDuration('1m0s')).toBe(60)
    expect(parseGoDuration('90s')).toBe(90)
    expect(parseGoDuration('1h30m')).toBe(5400)
    expect(parseGoDuration('1.5s')).toBe(1.5)
    expect(parseGoDuration('0')).toBe(0)
    expect(parseGoDuration('a minute')).toBeUndefined()
    expect(parseGoDuration('60')).toBeUndefined()
  })

  it('names plain settings by section and skips arrays, comments and arrays of tables', () => {
    const settings = readTomlSettings(
      [
        'project_id = "havbors"',
        '[auth]',
        'site_url = "http://127.0.0.1:5173" # the dev server',
        'additional_redirect_urls = [',
        '  "http://127.0.0.1:4173",',
        ']',
        'enable_signup = true',
        '[auth.email]',
        'max_frequency = "1m0s"',
        '[[auth.hooks]]',
        'max_frequency = "2m0s"',
        '[auth.rate_limit]',
        'email_sent = 1_000',
      ].join('\n'),
    )
    expect(Object.fromEntries(settings)).toEqual({
      project_id: 'havbors',
      'auth.site_url': 'http://127.0.0.1:5173',
      'auth.enable_signup': true,
      'auth.email.max_frequency': '1m0s',
      'auth.rate_limit.email_sent': 1000,
    })
  })

  it('takes the project’s own settings, and the defaults without a file', () => {
    const template = (name: string, subject: string) => ({ subject, contentPath: resolve(`supabase/templates/${name}.html`) })
    expect(loadAuthConfig('supabase/config.toml')).toEqual({
      emailMaxFrequencySeconds: 60,
      otpExpirySeconds: 3600,
      otpLength: 6,
      securePasswordChange: true,
      mailTemplates: {
        confirmation: template('confirmation', 'Bekreft e-postadressen din'),
        recovery: template('recovery', 'Lag nytt passord'),
        reauthentication: template('reauthentication', 'Koden for å bytte passord'),
      },
      rateLimits: { emailSent: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 },
      passwordPolicy: { minLength: 8, requiredSets: PASSWORD_REQUIREMENT_SETS.lower_upper_letters_digits_symbols },
    })
    expect(loadAuthConfig('supabase/no-such-config.toml')).toEqual({
      emailMaxFrequencySeconds: 60,
      otpExpirySeconds: 3600,
      otpLength: 6,
      securePasswordChange: false,
      mailTemplates: {},
      rateLimits: DEFAULT_AUTH_RATE_LIMITS,
      passwordPolicy: { minLength: 6, requiredSets: [] },
    })
  })

  it('refuses a password requirement GoTrue does not know, naming the ones it does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'havbors-config-'))
    const path = join(dir, 'config.toml')
    writeFileSync(path, '[auth]\npassword_requirements = "symbols"\n')
    expect(() => loadAuthConfig(path)).toThrow(/password_requirements must be one of "", "letters_digits", /)
    rmSync(dir, { recursive: true })
  })
})
