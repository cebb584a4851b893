import { spawn } from 'node:child_process'
import { join } from 'node:path'

export const ROOT = process.cwd()
const CLI = join(ROOT, 'node_modules', '.bin', 'supabase')

/** Runs the pinned Supabase CLI in `workdir` (a folder with supabase/); its exit code and all it printed. */
function supabase(args: string[], workdir = ROOT): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(CLI, [...args, '--workdir', workdir], { env: { ...process.env, DO_NOT_TRACK: '1' } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('close', (code) => resolve({ code, output }))
  })
}

/** The CLI takes a database URL only with its SSL choice stated; the test servers have none. */
const cliUrl = (url: string) => `${url}?sslmode=disable`

/** `db push` of the migrations in `workdir` to the database at `url`. */
export const dbPush = (url: string, workdir = ROOT) => supabase(['db', 'push', '--db-url', cliUrl(url), '--yes'], workdir)

/** `db lint` of the database at `url`, reporting from `level` on and failing on errors. */
export const dbLint = (url: string, level: 'warning' | 'error') =>
  supabase(['db', 'lint', '--db-url', cliUrl(url), '--level', level, '--fail-on', 'error'])

/** `db push` of the project's migrations to the database at `url`; throws with the CLI's output when it fails. */
export async function pushMigrations(url: string): Promise<void> {
  const push = await dbPush(url)
  if (push.code !== 0) throw new Error(push.output)
}
