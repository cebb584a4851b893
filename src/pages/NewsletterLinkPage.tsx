import { useLocation } from 'wouter'
import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { newsletterLinkCommonText, newsletterLinkText } from '../content/newsletterLink'
import type { PagePath } from '../content/routes'
import type { NewsletterLinkKind } from '../flows/newsletter/newsletterLinkActors'
import { NewsletterLinkForm } from '../flows/newsletter/NewsletterLinkForm'

const LEAVE_PATH = '/nyhetsbrev/avmeld' satisfies PagePath

/**
 * /nyhetsbrev/bekreft and /nyhetsbrev/avmeld, where a newsletter mail's links lead: one page for both,
 * so that what they share loads with neither page's neighbours.
 */
export function NewsletterLinkPage(props: Omit<Parameters<typeof NewsletterLinkForm>[0], 'kind'>) {
  const [path] = useLocation()
  const kind: NewsletterLinkKind = path === LEAVE_PATH ? 'leave' : 'confirm'
  const text = newsletterLinkText[kind]
  return (
    <>
      <PageHero title={text.title} lead={text.lead} eyebrow={newsletterLinkCommonText.eyebrow} />
      <FormCard>
        <NewsletterLinkForm kind={kind} {...props} />
      </FormCard>
    </>
  )
}
