import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { FormHeading } from './FormHeading'

/**
 * What a mail link's page shows in place of its button or form: a heading, which takes the focus when
 * the visitor's press led here, and its text.
 */
export function LinkAnswer({ title, takeFocus, children }: { title: string; takeFocus: boolean; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '4' })}>
      <FormHeading id={id} takeFocus={takeFocus}>
        {title}
      </FormHeading>
      {children}
    </section>
  )
}
