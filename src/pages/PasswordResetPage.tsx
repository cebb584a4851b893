import { FormCard } from '../components/ui/FormCard'
import { PageHero } from '../components/ui/PageHero'
import { passwordResetText } from '../content/account'
import { PasswordResetForm } from '../flows/account/PasswordResetForm'
import { type SessionWatcher, watchSession } from '../flows/session/watchSession'

/** /nytt-passord, where the recovery mail's link leads. */
export function PasswordResetPage({
  watch = watchSession,
  ...props
}: Omit<Parameters<typeof PasswordResetForm>[0], 'watch'> & { watch?: SessionWatcher }) {
  return (
    <>
      <PageHero title={passwordResetText.title} lead={passwordResetText.lead} eyebrow={passwordResetText.eyebrow} />
      <FormCard>
        <PasswordResetForm watch={watch} {...props} />
      </FormCard>
    </>
  )
}
