import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { emailConfirmationText } from '../content/account'
import { EmailConfirmationForm } from '../flows/account/EmailConfirmationForm'
import { type SessionWatcher, watchSession } from '../flows/session/watchSession'

/** /bekreft-e-post, where the sign-up mail's link leads. */
export function EmailConfirmationPage({
  watch = watchSession,
  ...props
}: Omit<Parameters<typeof EmailConfirmationForm>[0], 'watch'> & { watch?: SessionWatcher }) {
  return (
    <>
      <PageHero title={emailConfirmationText.title} lead={emailConfirmationText.lead} eyebrow={emailConfirmationText.eyebrow} />
      <FormCard>
        <EmailConfirmationForm watch={watch} {...props} />
      </FormCard>
    </>
  )
}
