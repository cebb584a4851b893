import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactFieldErrors, sanitizeForSending } from '../../supabase/functions/_shared/contract/contactRules'
import { anyContactBody } from '../unit/support/generators'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DENO = join(ROOT, 'node_modules', 'deno', 'deno')
const FUNCTION_CONFIG = join(ROOT, 'supabase', 'functions', 'send-contact-notification', 'deno.json')
/** The local stack's Deno cache (supabase/.temp/deno), which already holds the function's zod. */
const DENO_DIR = join(ROOT, 'supabase', '.temp', 'deno')

/** What the rules say of each body, judged in Deno with the function's own imports. */
async function judgedInDeno(bodies: unknown[]): Promise<{ errors: unknown; sent: unknown }[]> {
  const folder = mkdtempSync(join(tmpdir(), 'contact-rules-'))
  try {
    const input = join(folder, 'bodies.json')
    writeFileSync(input, JSON.stringify(bodies))
    const script = fileURLToPath(new URL('./support/contactRulesInDeno.ts', import.meta.url))
    const { stdout } = await promisify(execFile)(DENO, ['run', '--allow-read', '--config', FUNCTION_CONFIG, script, input], {
      env: { ...process.env, DENO_DIR, NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    })
    return JSON.parse(stdout)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

describe('the contact rules in the function’s runtime', () => {
  it('judge and sanitise every generated body in Deno, with the function’s zod, exactly as the site’s code does', async () => {
    // Each body goes to Deno as JSON, as a request would; the site judges the same JSON.
    const bodies = fc.sample(anyContactBody, 400).map((body) => JSON.parse(JSON.stringify(body)) as Record<string, unknown>)
    const inDeno = await judgedInDeno(bodies)
    expect(inDeno).toHaveLength(bodies.length)
    bodies.forEach((body, index) => {
      expect({ body, ...inDeno[index] }).toEqual({ body, errors: contactFieldErrors(body), sent: sanitizeForSending(body) })
    })
  }, 120_000)
})
