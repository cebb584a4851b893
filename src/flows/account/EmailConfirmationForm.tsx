import { useCallback } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import { isAuthLinkToken } from '../../../machines/validation/authLinkToken'
import { useSiteActor } from '../../runtime/siteActor'
import { useSelector } from '@xstate/react'
import { emailConfirmationText } from '../../content/account'
import type { ConfirmationLinkType } from './accountActors'
import { BrokenLinkSlot } from './BrokenLinkSlot'
import { FormProblem } from '../shared/FormProblem'
import { linkProblem, pageLinkToken, useLinkOutcome, useLinkToken } from '../shared/linkToken'
import { LinkReading } from '../shared/LinkReading'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'

type EmailConfirmationLogic = typeof emailConfirmationMachine

const loadConfirmation = (tokenHash: string | null, type: ConfirmationLinkType) =>
  import('./accountFlows').then(({ emailConfirmationFlow }) => emailConfirmationFlow(tokenHash, type))

interface EmailConfirmationFormProps {
  /** Where the flow comes from; tests pass one with test actors. */
  loadFlow?: (tokenHash: string | null, type: ConfirmationLinkType) => Promise<FormFlow<EmailConfirmationLogic>>
  /** Starts watching the site's session, which the confirmation starts (the page gives the session flow's). */
  watch: (site: SiteActorRef) => Promise<unknown>
}

/**
 * The form of /bekreft-e-post, where the sign-up mail's link leads. Opening it spends nothing (mail scanners open
 * links first): 'Bekreft e-postadressen' verifies the link, which signs the visitor in here, whichever
 * browser this is, and leads to the front page. A missing or malformed link gets the broken-link answer
 * at once, one the backend refuses after the press; until the script has read the link, no button shows.
 */
export function EmailConfirmationForm({ loadFlow = loadConfirmation, watch }: EmailConfirmationFormProps) {
  const link = useLinkToken()
  const { start } = useSiteActor()
  // The flow loads on the button's press and reads the token then.
  const load = useCallback(() => {
    const { token, type } = pageLinkToken()
    const flow = loadFlow(token, type === 'email' ? 'email' : 'signup')
    return Promise.all([flow, start().then(watch)]).then(([loaded]) => loaded)
  }, [loadFlow, start, watch])
  const { flow, activate } = useFormFlow<EmailConfirmationLogic, never>(load)
  const state = useSelector(flow, (snapshot) => snapshot?.value ?? null)
  const failed = useSelector(flow, (snapshot) => snapshot?.context.failed ?? false)

  useLinkOutcome(state === 'confirmed' ? 'used' : state === 'linkBroken' ? 'refused' : null)

  const problem = state === 'linkBroken' ? 'refused' : link && linkProblem(link, isAuthLinkToken)

  // As tall as the answer to a broken link, which only the script can tell apart: the page moves nothing when it shows.
  // Without script nothing comes, so no room is kept.
  return (
    <div
      className={css({
        display: 'grid',
        gap: '5',
        alignContent: 'start',
        minHeight: '26rem',
        '@media (scripting: none)': { minHeight: 0 },
      })}
    >
      {link === undefined ? (
        <LinkReading />
      ) : problem ? (
        <BrokenLinkSlot kind="confirmation" problem={problem} takeFocus={problem === 'refused'} />
      ) : (
        <>
          <p>{emailConfirmationText.linkNote}</p>
          <FormProblem id="confirmation-problem" problem={failed ? emailConfirmationText.failed : null} />
          <button
            type="button"
            aria-disabled={state === 'verifying'}
            onClick={() => {
              void activate().then(
                (running) => running.send({ type: 'link.confirm' }),
                () => undefined,
              )
            }}
            className={cx(button({ visual: 'cta' }), css({ w: 'full' }))}
          >
            {state === 'verifying' ? emailConfirmationText.submitting : emailConfirmationText.submit}
          </button>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{emailConfirmationText.notYou}</p>
        </>
      )}
    </div>
  )
}
