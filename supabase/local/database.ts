import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface QueryResult<T> {
  rows: T[]
  /** Rows a data-changing statement touched. */
  rowCount?: number | null
}

/** A connection that runs SQL: the database itself, or one of its transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Runs several statements at once, with no parameters (a migration, the bootstrap). */
  exec(sql: string): Promise<unknown>
}

/** The stack's PostgreSQL: PGlite in the process, or a real server (see postgresDatabase.ts). */
export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Which PostgreSQL the stack runs on: PGlite (WebAssembly, in the process) or a real server. */
export type DatabaseEngine = 'pglite' | 'postgres'

/** What a new hosted project's database has: the API roles and schemas (bootstrap.sql). */
export const bootstrapSql = () => readFile(new URL('./bootstrap.sql', import.meta.url), 'utf8')
/** The auth schema the stack's own /auth/v1 works on (imitationAuth.sql). */
export const imitationAuthSql = () => readFile(new URL('./imitationAuth.sql', import.meta.url), 'utf8')

/** Applies the migrations not applied yet, in file-name order; names the file that fails. */
export async function applyMigrations(db: Database, directory: string): Promise<string[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort()
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  )
  const fresh: string[] = []
  for (const file of files) {
    const version = file.split('_')[0]!
    if (applied.has(version)) continue
    const sql = await readFile(join(directory, file), 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, file])
      })
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    fresh.push(file)
  }
  return fresh
}

export type Claims = Record<string, unknown> & { role: string }

/**
 * Runs `work` in one transaction as the API role of the request, with its JWT claims and headers
 * (lower-case names, as `request.headers`) set, as PostgREST does, so grants and row-level security
 * decide what it may do.
 */
export function asRequestRole<T>(
  db: Database,
  claims: Claims,
  headers: Record<string, string>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true), set_config('search_path', 'public, extensions', true)",
      [claims.role, JSON.stringify(claims), JSON.stringify(headers)],
    )
    return work(tx)
  })
}
