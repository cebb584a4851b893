import { createHash } from 'node:crypto'
import { BOOTSTRAP_ATTRIBUTE } from '../prerender/bootstrap'
import { STORED_SESSION_CHECK_ATTRIBUTE } from '../prerender/storedSessionMark'

/** The inline scripts the pages may have: structured data, which never runs, the build's bootstrap and stored-session check. */
const ALLOWED_INLINE_TYPE = 'application/ld+json'
const ALLOWED_INLINE_ATTRIBUTES = [BOOTSTRAP_ATTRIBUTE, STORED_SESSION_CHECK_ATTRIBUTE]

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/**
 * The CSP hashes of a page's inline scripts. Any inline script other than JSON-LD and the two scripts
 * the build writes is a defect (the policy is meant to run only the site's own code), so it fails the build.
 */
export function inlineScriptHashes(html: string, file: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes!)) continue
    if (!attributes!.includes(`type="${ALLOWED_INLINE_TYPE}"`) && !ALLOWED_INLINE_ATTRIBUTES.includes(attributes!.trim()))
      throw new Error(`${file} has an inline script that is neither JSON-LD nor one the build writes: <script${attributes}>`)
    hashes.push(cspHash(text!))
  }
  return hashes
}
