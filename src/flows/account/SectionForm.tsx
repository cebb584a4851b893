import type { ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'
import { css } from 'styled-system/css'
import { flowFormHandlers } from '../shared/flowFormHandlers'
import { FormHeading } from '../shared/FormHeading'

interface SectionFormProps {
  id: string
  title: string
  text: string
  activate: () => Promise<AnyActorRef>
  children: ReactNode
}

/** A form of 'Min konto' named by its heading and described by its text; its first use loads its flow. */
export function SectionForm({ id, title, text, activate, children }: SectionFormProps) {
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      {...flowFormHandlers(activate)}
      className={css({ display: 'grid', gap: '5' })}
    >
      <FormHeading id={`${id}-title`}>{title}</FormHeading>
      <p id={`${id}-text`}>{text}</p>
      {children}
    </form>
  )
}
