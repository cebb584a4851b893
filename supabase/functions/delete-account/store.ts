import type { Rpc } from '../_shared/rpc.ts'
import type { PasswordCheckLimit } from './limits.ts'

/** The database functions of the migration delete_account_data, called with the service role. */
export function createAccountStore(call: Rpc) {
  return {
    /** Counts one password check against the user's limit; false, and nothing counted, when the user is over it. */
    async claimPasswordCheck(userId: string, limit: PasswordCheckLimit): Promise<boolean> {
      const claimed = await call('claim_password_check', {
        account_id: userId,
        max_checks: limit.checks,
        window_seconds: Math.ceil(limit.windowMs / 1000),
      })
      if (typeof claimed !== 'boolean') throw new Error(`claim_password_check: unexpected answer ${JSON.stringify(claimed)}`)
      return claimed
    },
    /** Deletes the newsletter subscription and contact messages of the address, whatever its letter case. */
    async deleteData(email: string): Promise<void> {
      await call('delete_account_data', { account_email: email })
    },
  }
}

export type AccountStore = ReturnType<typeof createAccountStore>
