import { brokenLinkText } from '../../content/mailRequest'
import { linkProblemText } from '../../content/mailLink'
import { LinkAnswer } from '../shared/LinkAnswer'
import { LinkedText } from '../shared/LinkedText'
import type { LinkProblem } from '../shared/linkToken'
import { MailRequestForm, type MailRequestLoader } from '../shared/mailRequest/MailRequestForm'
import type { MailKind } from '../shared/mailRequest/mailRequestFlow'

interface BrokenLinkProps {
  kind: MailKind
  /** What is wrong: no token or a malformed one (seen at once), or a token the backend refused (expired, used, altered). */
  problem: LinkProblem | 'refused'
  /** Whether the heading takes the focus: when the answer replaces what the visitor pressed. */
  takeFocus: boolean
  loadFlow?: MailRequestLoader
}

/**
 * What an account mail's link that cannot be used opens: what is wrong with it, a form that sends a
 * new link, and the way to sign in for a visitor who no longer needs one.
 */
export function BrokenLink({ kind, problem, takeFocus, loadFlow }: BrokenLinkProps) {
  const cause = problem === 'refused' ? { title: brokenLinkText.title, text: brokenLinkText[kind] } : linkProblemText[problem]
  return (
    <LinkAnswer title={cause.title} takeFocus={takeFocus}>
      {/* Short paragraphs: none outgrows the page's lead, which stays its largest paint. */}
      <p>{cause.text}</p>
      <p>{brokenLinkText.askAgain}</p>
      <MailRequestForm kind={kind} withEmailField loadFlow={loadFlow} />
      <LinkedText sentence={brokenLinkText.signIn[kind]} />
    </LinkAnswer>
  )
}
