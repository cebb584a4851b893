import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { applyMigrations, type Database, openDatabase } from '../../../supabase/local/database'

/**
 * The local stack's database (PGlite, in memory) with the migrations applied, opened once for the
 * test file that calls this and closed after it; the returned function gives it to the tests.
 */
export function migratedDatabase(): () => Database {
  let db: Database | undefined
  beforeAll(async () => {
    db = await openDatabase(null)
    await applyMigrations(db, fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url)))
  }, 60_000)
  afterAll(async () => {
    await db?.close()
  })
  return () => {
    if (!db) throw new Error('The database is opened before the tests run')
    return db
  }
}
