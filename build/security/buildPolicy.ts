import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { resolveBackendConfig, type BackendEnv } from '../../src/backend/backendConfig'
import { resolveCaptchaConfig, type CaptchaEnv } from '../../src/backend/captchaConfig'
import { headerRules, renderHeadersFile } from './headersFile'
import { inlineScriptHashes } from './inlineScripts'
import { securityHeaders, type PolicyInputs } from './policy'

/** Where the build leaves the headers for static hosts, and where the preview server reads them. */
export const HEADERS_FILE = '_headers'

export type PolicyEnv = BackendEnv & CaptchaEnv & { VITE_ANALYTICS_URL?: string }

function originOf(name: string, value: string): string {
  try {
    return new URL(value).origin
  } catch {
    throw new Error(`${name} is not a URL: "${value}"`)
  }
}

/** The policy inputs of a build: its configuration and the hashes of its pages' inline scripts. */
export function policyInputs(env: PolicyEnv, inlineScriptHashes: readonly string[]): PolicyInputs {
  const analyticsUrl = env.VITE_ANALYTICS_URL?.trim()
  const captcha = resolveCaptchaConfig(env)
  return {
    supabaseOrigin: originOf('VITE_SUPABASE_URL', resolveBackendConfig(env).url),
    ...(analyticsUrl ? { analyticsOrigin: originOf('VITE_ANALYTICS_URL', analyticsUrl) } : {}),
    ...(captcha ? { captchaProvider: captcha.provider } : {}),
    inlineScriptHashes,
  }
}

/** Every file of the build, relative to it and `/`-separated, but `_headers` itself. */
async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== HEADERS_FILE)
}

/**
 * Hashes every inline script of the built pages and writes `_headers` into `distDir`, with the
 * cache rules of every file there (so it runs once the build has written all of them).
 */
export async function writeHeadersFile(distDir: string, env: PolicyEnv): Promise<void> {
  const files = await builtFiles(distDir)
  const hashes: string[] = []
  for (const file of files.filter((name) => name.endsWith('.html')))
    hashes.push(...inlineScriptHashes(await readFile(join(distDir, file), 'utf8'), file))
  const headers = securityHeaders(policyInputs(env, hashes))
  await writeFile(join(distDir, HEADERS_FILE), renderHeadersFile(headerRules(headers, files)))
}
