import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { passwordResetText } from '../content/account'
import { PasswordResetForm } from '../flows/account/PasswordResetForm'

/** /nytt-passord, where the recovery mail's link leads. */
export function PasswordResetPage(props: Parameters<typeof PasswordResetForm>[0]) {
  return (
    <>
      <PageHero title={passwordResetText.title} lead={passwordResetText.lead} eyebrow={passwordResetText.eyebrow} />
      <FormCard>
        <PasswordResetForm {...props} />
      </FormCard>
    </>
  )
}
