import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'

/**
 * The heading of a form or section in a card. With `takeFocus` it can hold the focus
 * (`tabIndex={-1}`), and takes it once `takeFocus` is true: as it replaces what the visitor used.
 */
export function FormHeading({ id, children, takeFocus }: { id: string; children: string; takeFocus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (takeFocus) heading.current?.focus()
  }, [takeFocus])
  return (
    <h2 id={id} ref={heading} tabIndex={takeFocus === undefined ? undefined : -1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
      {children}
    </h2>
  )
}
