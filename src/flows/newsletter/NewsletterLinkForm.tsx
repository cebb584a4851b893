import { useCallback, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { newsletterLinkMachine } from '../../../machines/newsletterLink.machine'
import { isNewsletterToken } from '../../../supabase/functions/_shared/contract/newsletterToken'
import { useSelector } from '@xstate/react'
import { SiteLink } from '../../components/ui/SiteLink'
import { linkProblemText } from '../../content/mailLink'
import { newsletterLinkCommonText, newsletterLinkText } from '../../content/newsletterLink'
import { FormProblem } from '../shared/FormProblem'
import { LinkAnswer } from '../shared/LinkAnswer'
import { answerLinkClass, LinkedText } from '../shared/LinkedText'
import { LinkReading } from '../shared/LinkReading'
import { linkProblem, pageLinkToken, useForgetSpentLink, useLinkToken } from '../shared/linkToken'
import type { NewsletterLinkKind } from './newsletterLinkActors'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'

type NewsletterLinkLogic = typeof newsletterLinkMachine

/** One cell, in which what is seen lies over what sizes it. */
const holderClass = css({ display: 'grid', '& > *': { gridArea: '1 / 1' } })

const loadNewsletterLink = (kind: NewsletterLinkKind, token: string | null) =>
  import('./newsletterLinkFlow').then(({ newsletterLinkFlow }) => newsletterLinkFlow(kind, token))

interface NewsletterLinkFormProps {
  /** Which of the mail's links led here: confirming the sign-up, or leaving the list. */
  kind: NewsletterLinkKind
  /** Where the flow comes from; tests pass one with test actors. */
  loadFlow?: (kind: NewsletterLinkKind, token: string | null) => Promise<FormFlow<NewsletterLinkLogic>>
}

/**
 * The answer to a newsletter mail's link (/nyhetsbrev/bekreft, /nyhetsbrev/avmeld). Opening it spends nothing, as mail
 * scanners open links first; the button sends the link's token (confirming the sign-up, or leaving),
 * and the answer replaces the button, its heading taking the focus. A missing or malformed token gets
 * its answer at once; a failed request keeps the button for another press. Until the script has read
 * the link, no button shows.
 */
export function NewsletterLinkForm({ kind, loadFlow = loadNewsletterLink }: NewsletterLinkFormProps) {
  const text = newsletterLinkText[kind]
  const link = useLinkToken('token')
  const problemId = useId()
  // The flow loads on the button's press and reads the token then.
  const load = useCallback(() => loadFlow(kind, pageLinkToken('token').token), [kind, loadFlow])
  const { flow, activate } = useFormFlow<NewsletterLinkLogic, never>(load)
  const state = useSelector(flow, (snapshot) => snapshot?.value ?? null)
  const failed = useSelector(flow, (snapshot) => snapshot?.context.failed ?? false)
  const leaveToken = useSelector(flow, (snapshot) => snapshot?.context.leaveToken ?? null)
  // The flow's code itself may fail to load (the network away): that is a failed request too.
  const [notLoaded, setNotLoaded] = useState(false)

  useForgetSpentLink(state === 'done' || state === 'linkBroken')

  const problem = state === 'linkBroken' ? 'refused' : link && linkProblem(link, isNewsletterToken)
  const cause =
    problem === 'refused'
      ? { title: newsletterLinkCommonText.broken.title, text: newsletterLinkCommonText.broken[kind] }
      : problem && linkProblemText[problem]
  const sizingAnswer = linkProblemText[problem === 'malformed' ? 'malformed' : 'missing']
  const { done } = text
  return (
    <div className={holderClass}>
      {/* Unseen, the answer to a missing link (a malformed one's, once read) sizes the card in every state: the page moves
          nothing when the script shows the button or an answer, and such an answer fills the card. Without script nothing
          comes, so it is left out. */}
      <div aria-hidden className={css({ visibility: 'hidden', '@media (scripting: none)': { display: 'none' } })}>
        <LinkAnswer title={sizingAnswer.title} takeFocus={false}>
          <p>{sizingAnswer.text}</p>
          <LinkedText sentence={text.wayOn} unlinked />
        </LinkAnswer>
      </div>
      <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
        {link === undefined ? (
          <LinkReading />
        ) : state === 'done' ? (
          <LinkAnswer title={done.title} takeFocus>
            <p>{done.text}</p>
            <p>
              <SiteLink href={leaveToken ? `${done.link.href}?token=${leaveToken}` : done.link.href} className={answerLinkClass}>
                {done.link.label}
              </SiteLink>
            </p>
          </LinkAnswer>
        ) : cause ? (
          <LinkAnswer title={cause.title} takeFocus={problem === 'refused'}>
            <p>{cause.text}</p>
            <LinkedText sentence={text.wayOn} />
          </LinkAnswer>
        ) : (
          <>
            <FormProblem id={problemId} problem={failed || notLoaded ? newsletterLinkCommonText.failed : null} />
            <button
              type="button"
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
      </div>
    </div>
  )
}
