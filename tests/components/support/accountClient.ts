import { vi } from 'vitest'
import type { SimulatedClock } from 'xstate'
import { accountDeletionMachine } from '../../../machines/accountDeletion.machine'
import { dataExportMachine } from '../../../machines/dataExport.machine'
import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine'
import { mailRequestMachine } from '../../../machines/mailRequest.machine'
import { passwordChangeMachine } from '../../../machines/passwordChange.machine'
import { passwordResetMachine } from '../../../machines/passwordReset.machine'
import { type ConfirmationLinkType, createAccountActors, type GetSupabase } from '../../../src/flows/account/accountActors'
import { createMailRequestActors } from '../../../src/flows/shared/mailRequest/mailRequestActors'
import type { MailKind } from '../../../src/flows/shared/mailRequest/mailRequestFlow'

export const ORIGIN = 'https://havbors.no'

/** One call the account flows made to the client, waiting for the test to answer it. */
export interface ClientCall {
  method: string
  args: unknown[]
  /** Answers the call the way supabase-js does: `{ data, error }`, error null (the default) on success; no user unless given. */
  answer: (error?: unknown, data?: unknown) => void
}

/**
 * A stand-in for supabase-js behind the account flows' real actors: every auth call and function
 * invocation waits for the test's answer, except the local sign-out after a deletion, which succeeds.
 * The flows are the real machines with those actors, as accountFlows.ts and mailRequestFlow.ts build
 * them, the mail request's interval kept on `clock`.
 */
export function fakeAccountClient(clock: SimulatedClock) {
  const calls: ClientCall[] = []
  const waiting = (method: string) =>
    vi.fn(
      (...args: unknown[]) =>
        new Promise<{ data: unknown; error: unknown }>((resolve) =>
          calls.push({ method, args, answer: (error = null, data = { user: null, session: null }) => resolve({ data, error }) }),
        ),
    )
  const auth = {
    resetPasswordForEmail: waiting('resetPasswordForEmail'),
    resend: waiting('resend'),
    verifyOtp: waiting('verifyOtp'),
    updateUser: waiting('updateUser'),
    signInWithPassword: waiting('signInWithPassword'),
    signOut: vi.fn(async () => ({ error: null })),
  }
  const functions = { invoke: waiting('invoke') }
  const client = { auth, functions } as unknown as Awaited<ReturnType<GetSupabase>>
  let online = true
  const getSupabase = async () => client
  const isOnline = () => online
  const savedFiles: { name: string; text: string }[] = []
  const actors = createAccountActors({ getSupabase, isOnline, saveFile: (name, text) => void savedFiles.push({ name, text }) })
  const mails = createMailRequestActors({ getSupabase, isOnline, origin: ORIGIN })

  const flows = {
    mailRequest: vi.fn(async (kind: MailKind, email: string) => ({
      logic: mailRequestMachine.provide({
        actors: { sendMail: kind === 'recovery' ? mails.sendRecoveryLink : mails.sendConfirmationAgain },
      }),
      input: { now: () => clock.now(), email, onTooSoon: kind === 'recovery' ? ('sent' as const) : ('wait' as const) },
    })),
    emailConfirmation: vi.fn(async (tokenHash: string | null, type: ConfirmationLinkType) => ({
      logic: emailConfirmationMachine.provide({ actors: { verifyLink: actors.confirmEmail(type) } }),
      input: { tokenHash },
    })),
    passwordReset: vi.fn(async (tokenHash: string | null, verified: boolean, codeDue: boolean) => ({
      logic: passwordResetMachine.provide({
        actors: { verifyLink: actors.verifyRecoveryLink, giveCode: actors.giveRecoveryCode, setPassword: actors.setPassword },
      }),
      input: { tokenHash, verified, codeDue },
    })),
    passwordChange: vi.fn(async (email: string, twoStep: boolean) => ({
      logic: passwordChangeMachine.provide({ actors: { changePassword: actors.changePassword } }),
      input: { email, twoStep },
    })),
    dataExport: vi.fn(async () => ({ logic: dataExportMachine.provide({ actors: { exportData: actors.exportData } }), input: undefined })),
    accountDeletion: vi.fn(async (email: string) => ({
      logic: accountDeletionMachine.provide({ actors: { deleteAccount: actors.deleteAccount } }),
      input: { email },
    })),
  }

  /** The calls of `method` so far. */
  const callsOf = (method: string) => calls.filter((call) => call.method === method)
  return { calls, callsOf, auth, functions, flows, savedFiles, goOffline: () => void (online = false) }
}
