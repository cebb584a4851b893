import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { FormCard } from '../../components/ui/FormCard'
import { PageHero } from '../../components/ui/PageHero'
import { accountText } from '../../content/account'
import { FormHeading } from '../shared/FormHeading'
import { AccountDeletionForm } from './AccountDeletionForm'
import { DataExportForm } from './DataExportForm'
import { PasswordChangeForm } from './PasswordChangeForm'
import { TwoStepSection } from './TwoStepSection'

const sectionClass = css({ display: 'grid', gap: '4', pt: '6', borderTop: '1px solid', borderColor: 'border' })

interface AccountSectionsProps {
  /** The signed-in user's address; empty until the session is confirmed, and the forms wait until then. */
  email: string
  /** Whether the account has two-step sign-in on. */
  twoStep: boolean
  signingOutEverywhere: boolean
  onSignOutEverywhere: () => void
  onDeleted: () => void
}

/**
 * 'Min konto' with the user's address, 'Endre passord', 'Totrinnsinnlogging', 'Logg ut overalt', 'Dataene dine' and 'Slett kontoen'. Never shown
 * without script: only the head's check can tell that a session is stored (src/pages/AccountPage.tsx).
 */
export function AccountSections({ email, twoStep, signingOutEverywhere, onSignOutEverywhere, onDeleted }: AccountSectionsProps) {
  const ready = email !== ''
  return (
    <>
      <PageHero title={accountText.title} lead={accountText.lead} eyebrow={accountText.eyebrow} />
      <FormCard>
        <dl>
          <dt className={css({ fontWeight: 'semibold' })}>{accountText.emailLabel}</dt>
          <dd role={ready ? undefined : 'status'} className={css({ wordBreak: 'break-all' })}>
            {ready ? email : accountText.loading}
          </dd>
        </dl>
        {/* Laid out from the first paint, so nothing moves once the session is confirmed; usable from then on. */}
        <div inert={!ready} className={css({ display: 'grid', gap: '6' })}>
          <section className={sectionClass}>
            <PasswordChangeForm key={`${email}:${twoStep}`} email={email} twoStep={twoStep} />
          </section>
          <section className={sectionClass}>
            <TwoStepSection key={email} twoStep={twoStep} />
          </section>
          <section aria-labelledby="sign-out-everywhere" className={sectionClass}>
            <FormHeading id="sign-out-everywhere">{accountText.signOutEverywhere.title}</FormHeading>
            <p>{accountText.signOutEverywhere.text}</p>
            <button
              type="button"
              aria-disabled={signingOutEverywhere}
              onClick={onSignOutEverywhere}
              className={cx(button({ visual: 'outline' }), css({ w: 'full' }))}
            >
              {signingOutEverywhere ? accountText.signOutEverywhere.submitting : accountText.signOutEverywhere.submit}
            </button>
          </section>
          <section className={sectionClass}>
            <DataExportForm />
          </section>
          <section className={sectionClass}>
            <AccountDeletionForm key={email} email={email} onDeleted={onDeleted} />
          </section>
        </div>
      </FormCard>
    </>
  )
}
