import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { MailRequestProblem, mailRequestMachine } from '../../../../machines/mailRequest.machine'
import { EMAIL_MAX_LENGTH } from '../../../../supabase/functions/_shared/contract/text'
import { useSelector } from '@xstate/react'
import { useInBrowser } from '../../../runtime/useInBrowser'
import { fieldClass, labelClass } from '../../../components/ui/formStyles'
import {
  confirmationResendText,
  mailRequestEmailLabel,
  mailRequestProblems,
  mailWaitMessage,
  recoveryRequestText,
} from '../../../content/mailRequest'
import { OFFLINE_TOAST } from '../../../../messages/offline'
import { CaptchaSlot } from '../captcha/CaptchaSlot'
import { ScriptRequiredNotice } from '../ScriptRequiredNotice'
import { type FormFlow, useFormFlow } from '../useFormFlow'
import { flowFormHandlers } from '../flowFormHandlers'
import { FormProblem } from '../FormProblem'
import type { MailKind } from './mailRequestFlow'

type MailRequestLogic = typeof mailRequestMachine
export type MailRequestLoader = (kind: MailKind, email: string) => Promise<FormFlow<MailRequestLogic>>

const loadMailRequest: MailRequestLoader = (kind, email) =>
  import('./mailRequestFlow').then(({ mailRequestFlow }) => mailRequestFlow(kind, email))

const TEXTS = {
  recovery: {
    submit: recoveryRequestText.submit,
    submitting: recoveryRequestText.submitting,
    sent: `${recoveryRequestText.sent} ${recoveryRequestText.sentHint}`,
  },
  confirmation: { submit: confirmationResendText.submit, submitting: confirmationResendText.submitting, sent: confirmationResendText.sent },
} as const

const PROBLEMS: Record<MailRequestProblem, string> = { ...mailRequestProblems, offline: OFFLINE_TOAST.message }

interface MailRequestFormProps {
  kind: MailKind
  /** The address typed elsewhere; without a field of its own the form asks for a mail to it. */
  email?: string
  withEmailField: boolean
  /** Where the form's flow comes from; tests pass one with test actors. */
  loadFlow?: MailRequestLoader
}

/**
 * Asks for a mail with a link: a new password's or the sign-up's confirmation again. The answer is the
 * same for every address, and a second request within the minute says how long is left
 * (machines/mailRequest.machine.ts). Its flow loads on the first focus or press.
 */
export function MailRequestForm({ kind, email = '', withEmailField, loadFlow = loadMailRequest }: MailRequestFormProps) {
  const id = useId()
  const { flow, activate, drafts, change } = useFormFlow<MailRequestLogic, 'email'>(() => loadFlow(kind, email))
  const inBrowser = useInBrowser()
  const typed = useSelector(flow, (snapshot) => snapshot?.context.email ?? null)
  const sending = useSelector(flow, (snapshot) => snapshot?.matches('sending') ?? false)
  const answer = useSelector(flow, (snapshot) => {
    if (!snapshot) return null
    if (snapshot.matches('sent')) return TEXTS[kind].sent
    if (snapshot.matches('waiting')) return mailWaitMessage(snapshot.context.secondsLeft)
    return null
  })
  const problem = useSelector(flow, (snapshot) => (snapshot?.context.problem ? PROBLEMS[snapshot.context.problem] : null))
  const texts = TEXTS[kind]
  const emailId = `${id}-email`

  return (
    <form noValidate {...flowFormHandlers(activate)} className={css({ display: 'grid', gap: '4' })}>
      {withEmailField && (
        <div>
          <label htmlFor={emailId} className={labelClass}>
            {mailRequestEmailLabel}
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            value={typed ?? drafts.email ?? email}
            onChange={(event) => change('email', event.currentTarget.value)}
            readOnly={sending}
            aria-invalid={problem === PROBLEMS.invalidEmail}
            aria-describedby={`${id}-problem`}
            className={fieldClass}
          />
        </div>
      )}
      <FormProblem id={`${id}-problem`} problem={problem} />
      <p role="status" className={css({ fontWeight: 'semibold' })}>
        {answer}
      </p>
      <CaptchaSlot form={kind} />
      <ScriptRequiredNotice />
      <button
        type="submit"
        disabled={!inBrowser}
        aria-disabled={sending}
        className={cx(button({ visual: withEmailField ? 'cta' : 'outline' }), css({ w: 'full' }))}
      >
        {sending ? texts.submitting : texts.submit}
      </button>
    </form>
  )
}
