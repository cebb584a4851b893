import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { fieldClass, labelClass } from '../../components/ui/formStyles'
import { newPasswordLabels } from '../../content/account'
import { authPageText } from '../../content/authForm'
import { PasswordChecklist } from '../shared/PasswordChecklist'

type NewPasswordField = 'password' | 'confirmPassword'

interface NewPasswordFieldsProps {
  id: string
  values: Record<NewPasswordField, string>
  onChange: (field: NewPasswordField, value: string) => void
  readOnly: boolean
  /** The form's problem message, which the fields point to. */
  problemId: string
  /** Whether 'Vis passord' shows the passwords; the form holds it when it has more password fields. */
  shown: boolean
  onToggleShown: () => void
}

/**
 * A new password and its confirmation under the sign-up policy, with its live checklist and 'Vis
 * passord', as on the 'Registrer' tab: the recovery link's page and 'Min konto' use it.
 */
export function NewPasswordFields({ id, values, onChange, readOnly, problemId, shown, onToggleShown }: NewPasswordFieldsProps) {
  const checklistId = `${id}-checklist`
  const field = (name: NewPasswordField) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {newPasswordLabels[name]}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={shown ? 'text' : 'password'}
        required
        autoComplete="new-password"
        value={values[name]}
        onChange={(event) => onChange(name, event.currentTarget.value)}
        readOnly={readOnly}
        aria-describedby={name === 'password' ? `${checklistId} ${problemId}` : problemId}
        className={fieldClass}
      />
    </div>
  )
  return (
    <>
      {field('password')}
      {field('confirmPassword')}
      <div>
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={`${id}-password ${id}-confirmPassword`}
          onClick={onToggleShown}
          className={cx(button({ visual: 'outline' }), css({ minHeight: '11' }))}
        >
          {authPageText.showPasswords}
        </button>
      </div>
      <PasswordChecklist id={checklistId} password={values.password} />
    </>
  )
}

/** 'Vis passord' for one form: whether its password fields show what is typed. */
export function usePasswordsShown(): [boolean, () => void] {
  const [shown, setShown] = useState(false)
  return [shown, () => setShown((current) => !current)]
}
