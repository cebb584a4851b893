import { css } from 'styled-system/css'

const currentPage = { textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px', fontWeight: 'bold' }

export const navLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { ...currentPage, color: 'accent' },
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
