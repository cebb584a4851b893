import { accountDeletionMachine } from '../../../machines/accountDeletion.machine'
import { dataExportMachine } from '../../../machines/dataExport.machine'
import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine'
import { passwordChangeMachine } from '../../../machines/passwordChange.machine'
import { passwordResetMachine } from '../../../machines/passwordReset.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { downloadFile } from '../../runtime/downloadFile'
import { browserIsOnline, loadToastsAhead } from '../shared/unlessOffline'
import type { FormFlow } from '../shared/useFormFlow'
import { type ConfirmationLinkType, createAccountActors } from './accountActors'

export { heldRecovery } from './heldRecovery'

/**
 * The account flows with their real effects. This module loads on a form's first use, and
 * supabase-js starts loading with it, so it is ready by the time anything is sent.
 */
function actors() {
  getSupabase().catch(() => undefined)
  loadToastsAhead()
  return createAccountActors({ getSupabase, isOnline: browserIsOnline, saveFile: downloadFile })
}

export function emailConfirmationFlow(tokenHash: string | null, type: ConfirmationLinkType): FormFlow<typeof emailConfirmationMachine> {
  return { logic: emailConfirmationMachine.provide({ actors: { verifyLink: actors().confirmEmail(type) } }), input: { tokenHash } }
}

export function passwordResetFlow(tokenHash: string | null, verified: boolean, codeDue: boolean): FormFlow<typeof passwordResetMachine> {
  const { verifyRecoveryLink, giveRecoveryCode, setPassword } = actors()
  return {
    logic: passwordResetMachine.provide({ actors: { verifyLink: verifyRecoveryLink, giveCode: giveRecoveryCode, setPassword } }),
    input: { tokenHash, verified, codeDue },
  }
}

export function passwordChangeFlow(email: string, twoStep: boolean): FormFlow<typeof passwordChangeMachine> {
  return { logic: passwordChangeMachine.provide({ actors: { changePassword: actors().changePassword } }), input: { email, twoStep } }
}

export function dataExportFlow(): FormFlow<typeof dataExportMachine> {
  return { logic: dataExportMachine.provide({ actors: { exportData: actors().exportData } }), input: undefined }
}

export function accountDeletionFlow(email: string): FormFlow<typeof accountDeletionMachine> {
  return { logic: accountDeletionMachine.provide({ actors: { deleteAccount: actors().deleteAccount } }), input: { email } }
}
