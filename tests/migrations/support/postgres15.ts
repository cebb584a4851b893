import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/** Debian's PostgreSQL 15, the only one with plpgsql_check, which `supabase db lint` needs. */
const BIN = '/usr/lib/postgresql/15/bin'
const PLPGSQL_CHECK = '/usr/lib/postgresql/15/lib/plpgsql_check.so'
export const POSTGRES_15_PACKAGES = 'postgresql-15 postgresql-15-plpgsql-check'

export interface Postgres15 {
  url: string
  stop(): Promise<void>
}

/** As root, PostgreSQL runs as the user `postgres` (Debian's package makes it), never as root. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/** A throwaway PostgreSQL 15 cluster on 127.0.0.1:`port`, its folder removed on stop. */
export async function startPostgres15(port: number): Promise<Postgres15> {
  if (!existsSync(join(BIN, 'postgres')) || !existsSync(PLPGSQL_CHECK))
    throw new Error(`Debian's PostgreSQL 15 with plpgsql_check is missing: apt-get install ${POSTGRES_15_PACKAGES} (.ci/run does)`)
  const folder = await mkdtemp(join(tmpdir(), 'havbors-pg15-'))
  const dataDir = join(folder, 'data')
  if (userInfo().uid === 0) {
    await chmod(folder, 0o755)
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    await chown(folder, Number(ids.stdout), Number(gids.stdout))
  }
  const init = spawnSync(...asPostgresUser(join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']), {
    encoding: 'utf8',
  })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const [command, args] = asPostgresUser(join(BIN, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'fsync=off',
  ])
  const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const ready = new Promise<void>((resolve, reject) => {
    let log = ''
    server.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('ready to accept connections')) resolve()
    })
    server.once('exit', (code) => reject(new Error(`PostgreSQL 15 stopped (${code}) before it was ready: ${log}`)))
  })
  await ready.catch(async (error: unknown) => {
    await rm(folder, { recursive: true, force: true })
    throw error
  })
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      // runuser passes no signal on to the server; pg_ctl stops it by the process id it recorded.
      spawnSync(...asPostgresUser(join(BIN, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast']))
      await exited
      await rm(folder, { recursive: true, force: true })
    },
  }
}
