import { twoStepCodeText } from '../../content/twoStepCode'
import { TextField } from './TextField'

interface TwoStepCodeFieldProps {
  id: string
  problem: string | null
  describedBy: string
  value: string
  onChange: (value: string) => void
  readOnly: boolean
}

/** The authenticator app's six-digit code: one field, so a code pasted or autofilled as the app shows it fits (WCAG 3.3.8). */
export function TwoStepCodeField({ onChange, ...field }: TwoStepCodeFieldProps) {
  return (
    <TextField
      {...field}
      label={twoStepCodeText.codeLabel}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
