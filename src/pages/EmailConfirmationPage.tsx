import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { emailConfirmationText } from '../content/account'
import { EmailConfirmationForm } from '../flows/account/EmailConfirmationForm'

/** /bekreft-e-post, where the sign-up mail's link leads. */
export function EmailConfirmationPage(props: Parameters<typeof EmailConfirmationForm>[0]) {
  return (
    <>
      <PageHero title={emailConfirmationText.title} lead={emailConfirmationText.lead} eyebrow={emailConfirmationText.eyebrow} />
      <FormCard>
        <EmailConfirmationForm {...props} />
      </FormCard>
    </>
  )
}
