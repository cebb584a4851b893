import { type FormEvent, memo, type RefObject } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { AuthField, AuthTab } from '../../../machines/authForm.machine'
import type { CredentialsProblem } from '../../../machines/validation/credentials'
import { EMAIL_MAX_LENGTH } from '../../../supabase/functions/_shared/contract/text'
import { fieldMessageClass } from '../../components/ui/formStyles'
import { authPageText, SUBMITTING_LABELS } from '../../content/authForm'
import { CaptchaSlot } from '../shared/captcha/CaptchaSlot'
import { PasswordChecklist } from '../shared/PasswordChecklist'
import { ScriptRequiredNotice } from '../shared/ScriptRequiredNotice'
import { TextField } from '../shared/TextField'
import { textButtonClass } from '../shared/textButton'

/** The sign-up password inputs ask for at least this many characters, the page form's floor (docs/decisions.md, 'Passwords on sign-in and sign-up'). */
const INPUT_MIN_LENGTH = 6

interface AuthTabFormProps {
  /** The card's id, which the fields' ids start with. */
  id: string
  tab: AuthTab
  values: Record<AuthField, string>
  problem: CredentialsProblem | null
  submitting: boolean
  passwordsShown: boolean
  inBrowser: boolean
  onChange: (field: AuthField, value: string) => void
  onFirstUse: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onForgotPassword: () => void
  onTogglePasswords: () => void
  /** 'Glemt passord?' was pressed and the recovery panel's code is still on its way. */
  openingRecovery: boolean
  /** 'Glemt passord?', which gets the focus back when the recovery panel closes. */
  recoveryOpener: RefObject<HTMLButtonElement | null>
}

/**
 * The form of one /auth tab. Memoized: choosing the other tab re-renders neither form, so the choice
 * paints in the next frame even on a slow phone.
 */
export const AuthTabForm = memo(function AuthTabForm({
  id,
  tab,
  values,
  problem,
  submitting,
  passwordsShown,
  inBrowser,
  onChange,
  onFirstUse,
  onSubmit,
  onForgotPassword,
  onTogglePasswords,
  openingRecovery,
  recoveryOpener,
}: AuthTabFormProps) {
  const problemOf = (field: AuthField) => (problem?.field === field ? problem.message : null)
  const checklistId = `${id}-${tab}-checklist`
  const passwordIds = tab === 'signUp' ? `${id}-${tab}-password ${id}-${tab}-confirmPassword` : `${id}-${tab}-password`

  const passwordField = (field: 'password' | 'confirmPassword', describedBy?: string) => (
    <TextField
      id={`${id}-${tab}-${field}`}
      label={authPageText.labels[field]}
      problem={problemOf(field)}
      describedBy={describedBy}
      name={field}
      type={passwordsShown ? 'text' : 'password'}
      required
      minLength={tab === 'signUp' ? INPUT_MIN_LENGTH : undefined}
      autoComplete={tab === 'signIn' ? 'current-password' : 'new-password'}
      value={values[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      readOnly={submitting}
    />
  )

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // A field's focus loads the flow, for the typing that follows. A button's click starts what it needs itself, so a
      // press on 'Glemt passord?' is answered before the flow's code arrives and runs.
      onFocus={(event) => {
        if (event.target instanceof HTMLInputElement) onFirstUse()
      }}
      className={css({ display: 'grid', gap: '5' })}
    >
      <TextField
        id={`${id}-${tab}-email`}
        label={authPageText.labels.email}
        problem={problemOf('email')}
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="email"
        value={values.email}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        readOnly={submitting}
      />
      {passwordField('password', tab === 'signUp' ? checklistId : undefined)}
      {tab === 'signUp' && passwordField('confirmPassword')}
      {tab === 'signIn' && (
        <div>
          <button
            type="button"
            ref={recoveryOpener}
            onClick={onForgotPassword}
            aria-busy={openingRecovery || undefined}
            className={textButtonClass}
          >
            {authPageText.forgotPassword}
          </button>
        </div>
      )}
      <div>
        <button
          type="button"
          aria-pressed={passwordsShown}
          aria-controls={passwordIds}
          onClick={onTogglePasswords}
          className={cx(button({ visual: 'outline' }), css({ minHeight: '11' }))}
        >
          {authPageText.showPasswords}
        </button>
      </div>
      {tab === 'signUp' && <PasswordChecklist id={checklistId} password={values.password} />}
      <CaptchaSlot form={tab} />
      <ScriptRequiredNotice />
      {problem && !problem.field && <p className={fieldMessageClass}>{problem.message}</p>}
      <button type="submit" disabled={submitting || !inBrowser} className={cx(button({ visual: 'cta' }), css({ w: 'full' }))}>
        {submitting ? SUBMITTING_LABELS[tab] : authPageText.submit[tab]}
      </button>
    </form>
  )
})
