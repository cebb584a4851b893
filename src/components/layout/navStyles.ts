import { css } from 'styled-system/css'

const currentPage = { textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px', fontWeight: 'bold' }

export const navLinkClass = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '11',
  // 2.5, not 3: with each link as wide as its bold form, the whole bar still fits on one line at 1,280 px.
  px: '2.5',
  borderRadius: 'md',
  whiteSpace: 'nowrap',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { ...currentPage, color: 'accent' },
  // The label once more in bold, unseen and without height or a name: each link keeps the width it has
  // when current, so nothing in the bar moves from page to page.
  '&[data-label]::after': {
    content: 'attr(data-label) / ""',
    fontWeight: 'bold',
    height: '0',
    overflow: 'hidden',
    visibility: 'hidden',
  },
})

export const footerLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  color: 'fg.inverted',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  '&[aria-current=page]': currentPage,
})

export const menuButtonClass = css({
  display: { base: 'inline-flex', xl: 'none' },
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  borderRadius: 'lg',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
})
