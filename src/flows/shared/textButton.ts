import { css } from 'styled-system/css'

/** A button that reads as a link: 'Glemt passord?' and 'Tilbake til innlogging'. Busy while what it opens loads. */
export const textButtonClass = css({
  minHeight: '11',
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '4px',
  cursor: 'pointer',
  _hover: { color: 'fg' },
  '&[aria-busy=true]': { cursor: 'progress', textDecorationStyle: 'dotted' },
})
