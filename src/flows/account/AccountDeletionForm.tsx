import { useEffect, useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { AccountDeletionField, accountDeletionMachine } from '../../../machines/accountDeletion.machine'
import { useSelector } from '@xstate/react'
import { fieldClass, labelClass } from '../../components/ui/formStyles'
import { accountText } from '../../content/account'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'
import { FormProblem } from '../shared/FormProblem'
import { SectionForm } from './SectionForm'

export type AccountDeletionLoader = (email: string) => Promise<FormFlow<typeof accountDeletionMachine>>

const loadAccountDeletion: AccountDeletionLoader = (email) =>
  import('./accountFlows').then(({ accountDeletionFlow }) => accountDeletionFlow(email))

const texts = accountText.deleteAccount

interface AccountDeletionFormProps {
  email: string
  /** Called once the account is deleted and this browser signed out. */
  onDeleted: () => void
  loadFlow?: AccountDeletionLoader
}

/** 'Slett kontoen' on 'Min konto': the address typed again and the password, then the deletion (machines/accountDeletion.machine.ts). */
export function AccountDeletionForm({ email, onDeleted, loadFlow = loadAccountDeletion }: AccountDeletionFormProps) {
  const id = useId()
  const { flow, activate, drafts, change } = useFormFlow<typeof accountDeletionMachine, AccountDeletionField>(() => loadFlow(email))
  const values = useSelector(flow, (snapshot) => snapshot?.context ?? null)
  const deleting = useSelector(flow, (snapshot) => snapshot?.matches('deleting') ?? false)
  const deleted = useSelector(flow, (snapshot) => snapshot?.matches('deleted') ?? false)
  const valueOf = (field: AccountDeletionField) => (values ? values[field] : (drafts[field] ?? ''))
  const problemId = `${id}-problem`

  useEffect(() => {
    if (deleted) onDeleted()
  }, [deleted, onDeleted])

  const field = (name: AccountDeletionField, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {name === 'confirmEmail' ? texts.confirmEmail : texts.password}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        value={valueOf(name)}
        onChange={(event) => change(name, event.currentTarget.value)}
        readOnly={deleting}
        aria-describedby={problemId}
        className={fieldClass}
      />
    </div>
  )

  return (
    <SectionForm id={id} title={texts.title} text={texts.text} activate={activate}>
      {field('confirmEmail', 'email', 'off')}
      {field('password', 'password', 'current-password')}
      <FormProblem id={problemId} problem={values?.problem ?? null} />
      <button
        type="submit"
        aria-disabled={deleting}
        className={cx(button({ visual: 'outline' }), css({ w: 'full', color: 'status.error', borderColor: 'status.error' }))}
      >
        {deleting ? texts.submitting : texts.submit}
      </button>
    </SectionForm>
  )
}
