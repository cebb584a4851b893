import { type ReactNode, useCallback, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { newsletterLinkMachine } from '../../../machines/newsletterLink.machine'
import { isNewsletterToken } from '../../../supabase/functions/_shared/newsletterToken'
import { useActorValue } from '../../runtime/useActorValue'
import { useInBrowser } from '../../runtime/useInBrowser'
import { SiteLink } from '../../components/ui/SiteLink'
import { newsletterLinkCommonText, newsletterLinkText } from '../../content/newsletterLink'
import { FormHeading } from '../shared/FormHeading'
import { FormProblem } from '../shared/FormProblem'
import { pageLinkToken, useForgetSpentLink, useLinkToken } from '../shared/linkToken'
import type { NewsletterLinkKind } from './newsletterLinkActors'
import { ScriptRequiredNotice } from '../shared/ScriptRequiredNotice'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'

type NewsletterLinkLogic = typeof newsletterLinkMachine

const loadNewsletterLink = (kind: NewsletterLinkKind, token: string | null) =>
  import('./newsletterLinkFlow').then(({ newsletterLinkFlow }) => newsletterLinkFlow(kind, token))

interface NewsletterLinkFormProps {
  /** Which of the mail's links led here: confirming the sign-up, or leaving the list. */
  kind: NewsletterLinkKind
  /** Where the flow comes from; tests pass one with test actors. */
  loadFlow?: (kind: NewsletterLinkKind, token: string | null) => Promise<FormFlow<NewsletterLinkLogic>>
}

const answerLinkClass = css({ color: 'accent', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '3px' })

/**
 * The answer to a newsletter mail's link (/nyhetsbrev/bekreft, /nyhetsbrev/avmeld). Opening it spends nothing, as mail
 * scanners open links first; the button sends the link's token (confirming the sign-up, or leaving),
 * and the answer replaces the button, its heading taking the focus. A missing or malformed token gets
 * the broken-link answer at once; a failed request keeps the button for another press.
 */
export function NewsletterLinkForm({ kind, loadFlow = loadNewsletterLink }: NewsletterLinkFormProps) {
  const text = newsletterLinkText[kind]
  const link = useLinkToken('token')
  const inBrowser = useInBrowser()
  const headingId = useId()
  // The flow loads on the button's press and reads the token then.
  const load = useCallback(() => loadFlow(kind, pageLinkToken('token').token), [kind, loadFlow])
  const { flow, activate } = useFormFlow<NewsletterLinkLogic, never>(load)
  const state = useActorValue(flow, (snapshot) => snapshot.value, null)
  const failed = useActorValue(flow, (snapshot) => snapshot.context.failed, false)
  const leaveToken = useActorValue(flow, (snapshot) => snapshot.context.leaveToken, null)
  // The flow's code itself may fail to load (the network away): that is a failed request too.
  const [notLoaded, setNotLoaded] = useState(false)

  const refusedAtOnce = state === null && link !== undefined && !isNewsletterToken(link.token)
  const shown = state === 'done' || state === 'linkBroken' ? state : refusedAtOnce ? 'linkBroken' : 'ready'
  useForgetSpentLink(shown !== 'ready')

  const { broken } = newsletterLinkCommonText
  const { done } = text
  // As tall as the tallest answer, which only the script can tell apart: the page moves nothing when it shows.
  return (
    <div className={css({ display: 'grid', gap: '4', alignContent: 'start', minHeight: '16rem' })}>
      {shown === 'ready' && (
        <>
          <FormProblem id={`${headingId}-problem`} problem={failed || notLoaded ? newsletterLinkCommonText.failed : null} />
          <ScriptRequiredNotice />
          <button
            type="button"
            disabled={!inBrowser || link === undefined}
            aria-disabled={state === 'sending'}
            onClick={() => {
              setNotLoaded(false)
              void activate().then(
                (running) => running.send({ type: 'link.use' }),
                () => setNotLoaded(true),
              )
            }}
            className={cx(button({ visual: 'cta' }), css({ w: 'full' }))}
          >
            {state === 'sending' ? text.submitting : text.submit}
          </button>
        </>
      )}
      {shown === 'done' && (
        <LinkAnswer id={headingId} title={done.title} takeFocus>
          <p>{done.text}</p>
          <p>
            <SiteLink href={leaveToken ? `${done.link.href}?token=${leaveToken}` : done.link.href} className={answerLinkClass}>
              {done.link.label}
            </SiteLink>
          </p>
        </LinkAnswer>
      )}
      {shown === 'linkBroken' && (
        <LinkAnswer id={headingId} title={broken.title} takeFocus={state === 'linkBroken'}>
          <p>{broken.mistyped}</p>
          <p>{broken.signUpAgain}</p>
        </LinkAnswer>
      )}
    </div>
  )
}

const answerClass = css({ display: 'grid', gap: '4' })

/** What replaces the button: a heading, which takes the focus when the visitor's press led here, and its text. */
function LinkAnswer({ id, title, takeFocus, children }: { id: string; title: string; takeFocus: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={answerClass}>
      <FormHeading id={id} takeFocus={takeFocus}>
        {title}
      </FormHeading>
      {children}
    </section>
  )
}
