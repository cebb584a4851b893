import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import type { PasswordChangeRequest } from '../../../machines/passwordChange.machine'
import type { VerifiedLink } from '../../../machines/passwordReset.machine'
import { isCodeDue } from '../../../supabase/functions/_shared/contract/twoStep'
import { accountText } from '../../content/account'
import { giveCode } from '../shared/twoStepFactor'
import { unlessOffline } from '../shared/unlessOffline'

/** The site's client, or a stand-in with the same calls in tests. */
export type GetSupabase = () => Promise<Pick<SupabaseClient, 'auth' | 'functions'>>

export interface AccountDependencies {
  getSupabase: GetSupabase
  isOnline: () => boolean
  /** Hands a file to the browser as a download. */
  saveFile: (name: string, text: string) => void
}

/** The two kinds of sign-up link the backend's templates write: `signup` (ours) and `email` (Supabase's newer default). */
export type ConfirmationLinkType = 'signup' | 'email'

async function throwIfError(call: Promise<{ error: unknown }>): Promise<void> {
  const { error } = await call
  if (error) throw error
}

/**
 * The effects of the account's links and 'Min konto', through supabase-js. Each rejects with the client's
 * error, whose `code` the machines read, or with an `OfflineError` when the browser is offline.
 */
export function createAccountActors({ getSupabase, isOnline, saveFile }: AccountDependencies) {
  const call = <TInput, TOutput = void>(run: (supabase: Awaited<ReturnType<GetSupabase>>, input: TInput) => Promise<TOutput>) =>
    fromPromise<TOutput, TInput>(({ input }) => unlessOffline(isOnline, async () => run(await getSupabase(), input)))

  return {
    confirmEmail: (type: ConfirmationLinkType) =>
      call<{ tokenHash: string }>((supabase, { tokenHash }) => throwIfError(supabase.auth.verifyOtp({ token_hash: tokenHash, type }))),
    verifyRecoveryLink: call<{ tokenHash: string }, VerifiedLink>(async (supabase, { tokenHash }) => {
      const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
      if (error) throw error
      return { codeDue: data.user !== null && data.session !== null && isCodeDue(data.user, data.session.access_token) }
    }),
    giveRecoveryCode: call<{ code: string }>(async (supabase, { code }) => {
      await giveCode(supabase.auth, code)
    }),
    setPassword: call<{ password: string }>((supabase, { password }) => throwIfError(supabase.auth.updateUser({ password }))),
    // The current password is proven by a fresh sign-in, which also gives the fresh session GoTrue asks
    // for before a password change (secure_password_change).
    changePassword: call<PasswordChangeRequest>(async (supabase, { email, currentPassword, password, code }) => {
      await throwIfError(supabase.auth.signInWithPassword({ email, password: currentPassword }))
      // The fresh sign-in is aal1: with two-step sign-in on, the password is set only after the code.
      if (code) await giveCode(supabase.auth, code)
      await throwIfError(supabase.auth.updateUser({ password }))
    }),
    exportData: call<void>(async (supabase) => {
      const { data, error } = await supabase.functions.invoke<{ exportedAt: string }>('account-data', { body: {} })
      if (error) throw await functionFailure(error)
      saveFile(accountText.dataExport.fileName(data!.exportedAt.slice(0, 10)), JSON.stringify(data, null, 2))
    }),
    deleteAccount: call<{ password: string }>(async (supabase, { password }) => {
      const { error } = await supabase.functions.invoke('delete-account', { body: { password } })
      if (error) throw await functionFailure(error)
      // The account is gone, so the backend refuses the sign-out; the client forgets the session all the same.
      await supabase.auth.signOut({ scope: 'local' })
    }),
  }
}

/** The function's own answer (`{ code }`) when it sent one, else the client's error. */
async function functionFailure(error: unknown): Promise<unknown> {
  const context = (error as { context?: unknown }).context
  if (context instanceof Response) {
    const body: unknown = await context.json().catch(() => null)
    if (body && typeof body === 'object' && 'code' in body) return body
  }
  return error
}
