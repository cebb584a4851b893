import type { InputHTMLAttributes } from 'react'
import { fieldClass, fieldMessageClass, labelClass } from '../../components/ui/formStyles'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string
  label: string
  /** What is wrong with the value, told below the field until the flow takes it back. */
  problem: string | null
  /** Other descriptions of the field (e.g. the password checklist), by id. */
  describedBy?: string
}

/** A labelled text field of a form, with its problem below it and pointed to, so it outlasts the toast. */
export function TextField({ id, label, problem, describedBy, ...input }: TextFieldProps) {
  const problemId = `${id}-problem`
  const descriptions = [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={descriptions || undefined}
        className={fieldClass}
      />
      {problem && (
        <p id={problemId} className={fieldMessageClass}>
          {problem}
        </p>
      )}
    </div>
  )
}
