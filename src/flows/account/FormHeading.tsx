import { forwardRef } from 'react'
import { css } from 'styled-system/css'

/** The heading of a form or section in a card; `tabIndex={-1}` where it takes the focus as it appears. */
export const FormHeading = forwardRef<HTMLHeadingElement, { id: string; children: string; focusable?: boolean }>(function FormHeading(
  { id, children, focusable = false },
  ref,
) {
  return (
    <h2 id={id} ref={ref} tabIndex={focusable ? -1 : undefined} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
      {children}
    </h2>
  )
})
