import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrapSql, imitationAuthSql } from '../../supabase/local/database'
import { openPostgresDatabase, type PostgresDatabase } from '../../supabase/local/postgresDatabase'
import { startPostgres15, type Postgres15 } from './support/postgres15'
import { dbLint, dbPush, pushMigrations, ROOT } from './support/supabaseCli'

/**
 * The migrations as a hosted project gets them: applied by the pinned Supabase CLI's `db push` to a
 * fresh real PostgreSQL that has what a new project has (bootstrap.sql), and checked by its `db lint`.
 */
const PORTS = { postgres17: 23331, postgres15: 23332 }
const migrationFiles = async (folder: string) => (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort()

async function appliedVersions(database: PostgresDatabase): Promise<string[]> {
  const { rows } = await database.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
  return rows.map((row) => row.version)
}

describe('supabase db push on PostgreSQL 17', () => {
  let database: PostgresDatabase
  beforeAll(async () => {
    database = await openPostgresDatabase(null, PORTS.postgres17)
  }, 60_000)
  afterAll(() => database?.close())

  it('applies every migration to a fresh database, and a second push finds none left', async () => {
    const expected = (await migrationFiles(join(ROOT, 'supabase', 'migrations'))).map((file) => file.split('_')[0])
    const first = await dbPush(database.url)
    expect(first.code, first.output).toBe(0)
    expect(await appliedVersions(database)).toEqual(expected)

    const second = await dbPush(database.url)
    expect(second.code, second.output).toBe(0)
    expect(second.output).toMatch(/up to date/i)
  }, 120_000)
})

describe('a broken migration', () => {
  let database: PostgresDatabase
  let workdir: string
  beforeAll(async () => {
    database = await openPostgresDatabase(null, PORTS.postgres17)
    workdir = await mkdtemp(join(tmpdir(), 'havbors-broken-migration-'))
    await cp(join(ROOT, 'supabase', 'config.toml'), join(workdir, 'supabase', 'config.toml'))
    for (const folder of ['migrations', 'templates'])
      await cp(join(ROOT, 'supabase', folder), join(workdir, 'supabase', folder), { recursive: true })
    await writeFile(
      join(workdir, 'supabase', 'migrations', '29991231000000_broken.sql'),
      'create table public.half_done (id int);\nselect * from public.no_such_table;\n',
    )
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    await rm(workdir, { recursive: true, force: true })
  })

  it('fails the push, names the file, and leaves nothing of it behind', async () => {
    const push = await dbPush(database.url, workdir)
    expect(push.code).not.toBe(0)
    expect(push.output).toContain('29991231000000_broken.sql')
    expect(push.output).toContain('no_such_table')
    const { rows } = await database.query<{ table: string | null }>("select to_regclass('public.half_done')::text as table")
    expect(rows[0]!.table).toBeNull()
  }, 120_000)
})

describe('supabase db lint on PostgreSQL 15 with plpgsql_check', () => {
  let server: Postgres15
  beforeAll(async () => {
    server = await startPostgres15(PORTS.postgres15)
    const client = new pg.Client(server.url)
    await client.connect()
    await client.query(await bootstrapSql())
    await client.query(await imitationAuthSql())
    await client.end()
    await pushMigrations(server.url)
  }, 120_000)
  afterAll(() => server?.stop())

  it('reports no error in the migrated schema', async () => {
    const lint = await dbLint(server.url, 'warning')
    expect(lint.code, lint.output).toBe(0)
    expect(lint.output).not.toMatch(/"level":\s*"error"/)
  }, 120_000)

  it('does find an error: a function that reads a column no table has fails it', async () => {
    const client = new pg.Client(server.url)
    await client.connect()
    await client.query(`create function public.lint_probe() returns int language plpgsql as $$
      begin return (select no_such_column from public.contact_messages limit 1); end $$`)
    await client.end()
    const lint = await dbLint(server.url, 'error')
    expect(lint.code).not.toBe(0)
    expect(lint.output).toContain('no_such_column')
  }, 120_000)
})
