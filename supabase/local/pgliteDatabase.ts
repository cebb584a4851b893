import { PGlite } from '@electric-sql/pglite'
import { bootstrapSql, imitationAuthSql } from './database'

/** PostgreSQL compiled to WebAssembly, in this process: in memory when `dataDir` is null, else kept in that folder. */
export async function openPgliteDatabase(dataDir: string | null): Promise<PGlite> {
  const db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create()
  await db.exec(await bootstrapSql())
  await db.exec(await imitationAuthSql())
  return db
}
