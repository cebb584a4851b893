import { readFile } from 'node:fs/promises'

/** What the local stack takes from a function's `[functions.<name>]` table of config.toml. */
export interface FunctionConfig {
  /** Whether a call needs a valid JWT before it reaches the function; the Supabase CLI's default is true. */
  verifyJwt: boolean
}

const FUNCTION_TABLE = /^\[\s*functions\s*\.\s*(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_-]+))\s*\]$/
const VERIFY_JWT = /^verify_jwt\s*=\s*(\S+)$/

/**
 * The functions' settings in the text of a config.toml. Only `verify_jwt` in a `[functions.<name>]`
 * table is read (a line of its own, as the CLI writes it); every other table and key is skipped.
 */
export function functionConfigFrom(toml: string): (name: string) => FunctionConfig {
  const verifyJwt = new Map<string, boolean>()
  let table: string | null = null
  for (const line of toml.split(/\r?\n/)) {
    const text = line.replace(/\s+#.*$/, '').trim()
    if (text.startsWith('[')) {
      const match = FUNCTION_TABLE.exec(text)
      table = match ? (match[1] ?? match[2] ?? match[3])! : null
      continue
    }
    const setting = table === null ? null : VERIFY_JWT.exec(text)
    if (!setting) continue
    if (setting[1] !== 'true' && setting[1] !== 'false') {
      throw new Error(`config.toml: verify_jwt of the function ${table} must be true or false, not ${setting[1]}`)
    }
    verifyJwt.set(table!, setting[1] === 'true')
  }
  return (name) => ({ verifyJwt: verifyJwt.get(name) ?? true })
}

/** The functions' settings in a config.toml file; the CLI's defaults for every function when there is none. */
export async function readFunctionConfig(path: string): Promise<(name: string) => FunctionConfig> {
  try {
    return functionConfigFrom(await readFile(path, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return functionConfigFrom('')
    throw error
  }
}
