import { PGlite, types } from '@electric-sql/pglite'
import { bootstrapSql, imitationAuthSql } from './database'

/**
 * A bytea parameter as PostgreSQL reads it: bytes as `\x` and their hex digits, and text as written,
 * so a filter value PostgREST hands over as text (`eq.\x…`) works as it does on a real server.
 */
function byteaParameter(value: unknown): string {
  return typeof value === 'string' ? value : types.serializers[types.BYTEA]!(value)
}

/** PostgreSQL compiled to WebAssembly, in this process: in memory when `dataDir` is null, else kept in that folder. */
export async function openPgliteDatabase(dataDir: string | null): Promise<PGlite> {
  const options = { serializers: { [types.BYTEA]: byteaParameter } }
  const db = dataDir ? await PGlite.create({ dataDir, ...options }) : await PGlite.create(options)
  await db.exec(await bootstrapSql())
  await db.exec(await imitationAuthSql())
  return db
}
