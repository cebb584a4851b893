import { css, cx } from 'styled-system/css'

/** The text fields and their labels of the site's forms. */
export const fieldClass = css({
  display: 'block',
  w: 'full',
  minHeight: '12',
  px: '4',
  py: '3',
  fontSize: 'md',
  lineHeight: '1.5',
  color: 'fg',
  bg: 'bg',
  border: '1px solid',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  transition: 'border-color 150ms, background 150ms',
  _hover: { borderColor: 'accent' },
  _readOnly: { bg: 'bg.muted', color: 'fg.muted', _hover: { borderColor: 'border.strong' } },
  '&[aria-invalid=true]': { borderColor: 'status.error', borderWidth: '2px' },
})

export const labelClass = css({ display: 'block', mb: '2', fontWeight: 'semibold' })

/** What is wrong with a form or a field, in the error colour. */
export const problemTextClass = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'status.error' })

/** What is wrong with a field, below it (the field points to it with aria-describedby). */
export const fieldMessageClass = cx(problemTextClass, css({ mt: '2' }))
