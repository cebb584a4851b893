import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { PasswordChangeField, passwordChangeMachine } from '../../../machines/passwordChange.machine'
import { useSelector } from '@xstate/react'
import { fieldClass, labelClass } from '../../components/ui/formStyles'
import { accountText } from '../../content/account'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'
import { flowFormHandlers } from '../shared/flowFormHandlers'
import { FormHeading } from '../shared/FormHeading'
import { FormProblem } from '../shared/FormProblem'
import { TwoStepCodeField } from '../shared/TwoStepCodeField'
import { NewPasswordFields, usePasswordsShown } from './NewPasswordFields'

export type PasswordChangeLoader = (email: string, twoStep: boolean) => Promise<FormFlow<typeof passwordChangeMachine>>

const loadPasswordChange: PasswordChangeLoader = (email, twoStep) =>
  import('./accountFlows').then(({ passwordChangeFlow }) => passwordChangeFlow(email, twoStep))

const texts = accountText.changePassword

interface PasswordChangeFormProps {
  email: string
  /** Whether the account has two-step sign-in on: then the app's code is asked for below the new password. */
  twoStep: boolean
  loadFlow?: PasswordChangeLoader
}

/** 'Endre passord' on 'Min konto': the current password, then the new one (machines/passwordChange.machine.ts). */
export function PasswordChangeForm({ email, twoStep, loadFlow = loadPasswordChange }: PasswordChangeFormProps) {
  const id = useId()
  const { flow, activate, drafts, change } = useFormFlow<typeof passwordChangeMachine, PasswordChangeField>(() => loadFlow(email, twoStep))
  const values = useSelector(flow, (snapshot) => snapshot?.context ?? null)
  const saving = useSelector(flow, (snapshot) => snapshot?.matches('saving') ?? false)
  const [shown, toggleShown] = usePasswordsShown()
  const valueOf = (field: PasswordChangeField) => (values ? values[field] : (drafts[field] ?? ''))
  const problemId = `${id}-problem`

  return (
    <form noValidate aria-labelledby={`${id}-title`} {...flowFormHandlers(activate)} className={css({ display: 'grid', gap: '5' })}>
      <FormHeading id={`${id}-title`}>{texts.title}</FormHeading>
      {/* The account's address, for password managers: they save the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div>
        <label htmlFor={`${id}-currentPassword`} className={labelClass}>
          {texts.currentPassword}
        </label>
        <input
          id={`${id}-currentPassword`}
          name="currentPassword"
          type={shown ? 'text' : 'password'}
          required
          autoComplete="current-password"
          value={valueOf('currentPassword')}
          onChange={(event) => change('currentPassword', event.currentTarget.value)}
          readOnly={saving}
          aria-describedby={problemId}
          className={fieldClass}
        />
      </div>
      <NewPasswordFields
        id={id}
        values={{ password: valueOf('password'), confirmPassword: valueOf('confirmPassword') }}
        onChange={change}
        readOnly={saving}
        problemId={problemId}
        shown={shown}
        onToggleShown={toggleShown}
      />
      {twoStep && (
        <TwoStepCodeField
          id={`${id}-code`}
          problem={null}
          describedBy={problemId}
          value={valueOf('code')}
          onChange={(value) => change('code', value)}
          readOnly={saving}
        />
      )}
      <FormProblem id={problemId} problem={values?.problem ?? null} />
      <button type="submit" aria-disabled={saving} className={cx(button({ visual: 'cta' }), css({ w: 'full' }))}>
        {saving ? texts.submitting : texts.submit}
      </button>
    </form>
  )
}
