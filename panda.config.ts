import { defineConfig } from '@pandacss/dev'
import { buttonRecipe } from './src/theme/button.recipe'
import { colors, semanticColors } from './src/theme/colors'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  strictTokens: false,
  globalCss: {
    // The scrollbar's room is kept while a modal dialog or the drawer locks the page's scroll, so the fixed navigation bar does not move.
    html: { scrollPaddingTop: '5rem', WebkitTextSizeAdjust: '100%', scrollbarGutter: 'stable' },
    body: {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      lineHeight: '1.6',
      WebkitFontSmoothing: 'antialiased',
    },
    'a, button, input, textarea, summary': {
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    extend: {
      tokens: {
        colors,
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        },
        durations: { fade: { value: '600ms' } },
        zIndex: {
          sticky: { value: 1100 },
          banner: { value: 1200 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          toast: { value: 1700 },
          skipLink: { value: 1800 },
        },
      },
      semanticTokens: { colors: semanticColors },
      keyframes: {
        toastIn: { from: { opacity: '0', transform: 'translateY(0.5rem)' }, to: { opacity: '1', transform: 'none' } },
        toastOut: { from: { opacity: '1' }, to: { opacity: '0', transform: 'translateY(0.5rem)' } },
        drawerIn: { from: { transform: 'translateY(100%)' }, to: { transform: 'none' } },
        drawerOut: { from: { transform: 'none' }, to: { transform: 'translateY(100%)' } },
        backdropIn: { from: { opacity: '0' }, to: { opacity: '1' } },
        backdropOut: { from: { opacity: '1' }, to: { opacity: '0' } },
      },
      recipes: { button: buttonRecipe },
    },
  },
})
