/**
 * Run by Deno, as the contact function runs: judges each body in the JSON file named on the command
 * line with the function's own import of the shared rules (zod from its deno.json), and prints what
 * the rules say of each. Node's built-ins only, so the site's type check reads it as it is.
 */
import { readFileSync } from 'node:fs'
import process from 'node:process'
import { contactFieldErrors, sanitizeForSending } from '../../../supabase/functions/_shared/contract/contactRules.ts'

const bodies = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, unknown>[]
console.log(JSON.stringify(bodies.map((body) => ({ errors: contactFieldErrors(body), sent: sanitizeForSending(body) }))))
