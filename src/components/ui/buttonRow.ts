import { css } from 'styled-system/css'

/**
 * A row of button links: stacked at full width on a phone, so buttons of different lengths do not
 * make a ragged column; side by side from the small breakpoint up.
 */
export const buttonRowClass = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  flexWrap: 'wrap',
  gap: '3',
})
