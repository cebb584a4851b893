import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and button-looking links',
  jsx: ['ButtonLink'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: '11',
    px: '5',
    borderRadius: 'lg',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background 150ms, color 150ms, border-color 150ms',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    visual: {
      cta: { bg: 'cta', color: 'cta.fg', _hover: { bg: 'cta.hover' } },
      primary: { bg: 'accent', color: 'fg.inverted', _hover: { bg: 'accent.hover' } },
      outline: { border: '2px solid', borderColor: 'accent', color: 'accent', _hover: { bg: 'accent.soft' } },
      outlineLight: { border: '2px solid', borderColor: 'white', color: 'white', _hover: { bg: 'rgba(255, 255, 255, 0.12)' } },
      ghost: { color: 'fg', _hover: { bg: 'bg.muted' } },
    },
    size: {
      md: { fontSize: 'md' },
      lg: { minHeight: '12', px: '7', fontSize: 'lg' },
    },
  },
  defaultVariants: { visual: 'primary', size: 'md' },
})
