import { spawn } from 'node:child_process'
import { join } from 'node:path'

export const ROOT = process.cwd()
const CLI = join(ROOT, 'node_modules', '.bin', 'supabase')

/** Runs the pinned Supabase CLI in `workdir` (a folder with supabase/); its exit code and all it printed. */
export function supabase(args: string[], workdir = ROOT): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(CLI, [...args, '--workdir', workdir], { env: { ...process.env, DO_NOT_TRACK: '1' } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('close', (code) => resolve({ code, output }))
  })
}

/** `db push` of the project's migrations to the database at `url`; throws with the CLI's output when it fails. */
export async function pushMigrations(url: string, workdir = ROOT): Promise<void> {
  const push = await supabase(['db', 'push', '--db-url', `${url}?sslmode=disable`, '--yes'], workdir)
  if (push.code !== 0) throw new Error(push.output)
}
