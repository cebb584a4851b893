import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { applyMigrations } from '../../../supabase/local/database'
import { openPgliteDatabase } from '../../../supabase/local/pgliteDatabase'

/**
 * The local stack's database (PGlite, in memory) with the migrations applied, opened once for the
 * test file that calls this and closed after it; the returned function gives it to the tests.
 */
export function migratedDatabase(): () => PGlite {
  let db: PGlite | undefined
  beforeAll(async () => {
    db = await openPgliteDatabase(null)
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
