import type { Rpc } from '../_shared/rpc.ts'
import type { ExportLimit } from './limits.ts'

/** What the site keeps of an address, as the database function account_data gives it. */
export interface StoredData {
  newsletter: Record<string, unknown> | null
  contactMessages: Record<string, unknown>[]
}

/** The database functions of the migration account_data_export, called with the service role. */
export function createExportStore(call: Rpc) {
  return {
    /** Counts one export against the user's limit: 0 when counted, else the seconds until the user may export again. */
    async claimExport(userId: string, limit: ExportLimit): Promise<number> {
      const retryAfter = await call('claim_account_data_export', {
        account_id: userId,
        max_exports: limit.exports,
        window_seconds: Math.ceil(limit.windowMs / 1000),
      })
      if (typeof retryAfter !== 'number') throw new Error(`claim_account_data_export: unexpected answer ${JSON.stringify(retryAfter)}`)
      return retryAfter
    },
    /** The newsletter subscription and the kept contact messages of the address, whatever its letter case. */
    async dataOf(email: string): Promise<StoredData> {
      const data = (await call('account_data', { account_email: email })) as Partial<StoredData> | null
      if (!data || !Array.isArray(data.contactMessages) || data.newsletter === undefined) {
        throw new Error(`account_data: unexpected answer ${JSON.stringify(data)}`)
      }
      return { newsletter: data.newsletter, contactMessages: data.contactMessages }
    },
  }
}

export type ExportStore = ReturnType<typeof createExportStore>
