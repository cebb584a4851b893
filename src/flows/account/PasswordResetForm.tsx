import { useCallback, useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { PasswordResetField, passwordResetMachine } from '../../../machines/passwordReset.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import { isAuthLinkToken } from '../../../machines/validation/authLinkToken'
import { useSiteActor } from '../../runtime/siteActor'
import { useSelector } from '@xstate/react'
import { useSessionFlow } from '../../runtime/useSession'
import { passwordResetText } from '../../content/account'
import { recoveryCodeText } from '../../content/twoStepCode'
import { BrokenLinkSlot } from './BrokenLinkSlot'
import { flowFormHandlers } from '../shared/flowFormHandlers'
import { FormHeading } from '../shared/FormHeading'
import { FormProblem } from '../shared/FormProblem'
import { LostPhoneNote } from '../shared/LostPhoneNote'
import { TwoStepCodeField } from '../shared/TwoStepCodeField'
import { linkProblem, pageLinkToken, useLinkOutcome, useLinkToken } from '../shared/linkToken'
import { NewPasswordFields, usePasswordsShown } from './NewPasswordFields'
import { LinkReading } from '../shared/LinkReading'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'

type PasswordResetLogic = typeof passwordResetMachine

const NO_RECOVERY = { verified: false, codeDue: false }

const loadPasswordReset = (tokenHash: string | null, verified: boolean, codeDue: boolean) =>
  import('./accountFlows').then(({ passwordResetFlow }) => passwordResetFlow(tokenHash, verified, codeDue))

interface PasswordResetFormProps {
  /** Where the flow comes from; tests pass one with test actors. */
  loadFlow?: (tokenHash: string | null, verified: boolean, codeDue: boolean) => Promise<FormFlow<PasswordResetLogic>>
  /** Starts watching the site's session, which the recovery link starts (the page gives the session flow's). */
  watch: (site: SiteActorRef) => Promise<unknown>
}

/**
 * The form of /nytt-passord, where the recovery mail's link leads. The new-password form shows at once; the link
 * is verified only when the password is saved (machines/passwordReset.machine.ts), so a mail scanner
 * that opens it spends nothing; an account with two-step sign-in on gives the app's code next, in the form's place.
 * Saving signs the visitor in and leads to the front page. A missing or malformed link gets the broken-link answer at once; until the script has read the link, no form shows.
 */
export function PasswordResetForm({ loadFlow = loadPasswordReset, watch }: PasswordResetFormProps) {
  const id = useId()
  const link = useLinkToken()
  const { start } = useSiteActor()
  const auth = useSessionFlow('auth')
  const recovering = useSelector(auth, (snapshot) => snapshot?.matches('recovering') ?? false)
  const [shown, toggleShown] = usePasswordsShown()

  // The flow loads on the form's first use and reads the token, and whether this tab holds the recovery, then.
  const load = useCallback(
    () =>
      start().then(async (site) => {
        await watch(site)
        const auth = site.getSnapshot().context.session?.getSnapshot().children.auth
        const held = auth ? await import('./accountFlows').then(({ heldRecovery }) => heldRecovery(auth)) : NO_RECOVERY
        return loadFlow(pageLinkToken().token, held.verified, held.codeDue)
      }),
    [loadFlow, start, watch],
  )
  const { flow, activate, drafts, change } = useFormFlow<PasswordResetLogic, PasswordResetField>(load)
  const state = useSelector(flow, (snapshot) => snapshot?.value ?? null)
  const values = useSelector(flow, (snapshot) => snapshot?.context ?? null)
  const busy = state === 'verifying' || state === 'saving' || state === 'givingCode'
  const askingCode = state === 'askingCode' || state === 'givingCode'

  useLinkOutcome(state === 'done' ? 'used' : state === 'linkBroken' ? 'refused' : null)

  const valueOf = (field: PasswordResetField) => (values ? values[field] : (drafts[field] ?? ''))
  // A tab that holds the recovery session needs no link: it may only set the password.
  const problem = state === 'linkBroken' ? 'refused' : link && !recovering ? linkProblem(link, isAuthLinkToken) : null
  const problemId = `${id}-problem`
  // As tall as the answer to a broken link, which only the script can tell apart: the page moves nothing when it shows.
  // Without script nothing comes, so no room is kept.
  return (
    <div className={css({ display: 'grid', alignContent: 'start', minHeight: '26rem', '@media (scripting: none)': { minHeight: 0 } })}>
      {link === undefined ? (
        <LinkReading />
      ) : problem ? (
        <BrokenLinkSlot kind="recovery" problem={problem} takeFocus={problem === 'refused'} />
      ) : askingCode ? (
        <section aria-labelledby={`${id}-code-title`} className={css({ display: 'grid', gap: '4' })}>
          <FormHeading id={`${id}-code-title`} takeFocus>
            {recoveryCodeText.title}
          </FormHeading>
          <p id={`${id}-code-lead`}>{recoveryCodeText.lead}</p>
          <form noValidate {...flowFormHandlers(activate)} className={css({ display: 'grid', gap: '4' })}>
            <TwoStepCodeField
              id={`${id}-code`}
              problem={values?.problem ?? null}
              describedBy={`${id}-code-lead`}
              value={valueOf('code')}
              onChange={(value) => change('code', value)}
              readOnly={busy}
            />
            <button type="submit" aria-disabled={busy} className={cx(button({ visual: 'cta' }), css({ w: 'full' }))}>
              {busy ? passwordResetText.submitting : passwordResetText.submit}
            </button>
          </form>
          <LostPhoneNote />
        </section>
      ) : (
        <form noValidate {...flowFormHandlers(activate)} className={css({ display: 'grid', gap: '5' })}>
          <NewPasswordFields
            id={id}
            values={{ password: valueOf('password'), confirmPassword: valueOf('confirmPassword') }}
            onChange={change}
            readOnly={busy}
            problemId={problemId}
            shown={shown}
            onToggleShown={toggleShown}
          />
          <FormProblem id={problemId} problem={values?.problem ?? null} />
          <button type="submit" aria-disabled={busy} className={cx(button({ visual: 'cta' }), css({ w: 'full' }))}>
            {busy ? passwordResetText.submitting : passwordResetText.submit}
          </button>
        </form>
      )}
    </div>
  )
}
