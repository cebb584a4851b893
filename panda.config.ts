import { defineConfig } from '@pandacss/dev'
import { buttonRecipe } from './src/theme/button.recipe'
import { colors, semanticColors } from './src/theme/colors'
import { SCROLL_CLEARANCE } from './src/theme/scrollClearance'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  strictTokens: false,
  // Warnings and errors only: its timings ('Extracted in …') would fill the output of `npm start` and the build.
  logLevel: 'warn',
  globalCss: {
    // The scrollbar's room is kept while a modal dialog or the drawer locks the page's scroll, so the fixed navigation bar does not move.
    // Scrolling to a focused element or an anchor keeps it clear of the fixed bar at the top; the cookie banner
    // and a toast add their heights while they show (src/components/ui/coveredEdges.ts).
    html: {
      scrollPaddingTop: SCROLL_CLEARANCE.top,
      scrollPaddingBottom: SCROLL_CLEARANCE.bottom,
      WebkitTextSizeAdjust: '100%',
      scrollbarGutter: 'stable',
    },
    // The page ends above the cookie banner and a toast, so its last links can be scrolled clear of them too:
    // the body's bottom padding, given back when they go once that moves nothing (src/components/ui/coveredEdges.ts).
    body: {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      lineHeight: '1.6',
      WebkitFontSmoothing: 'antialiased',
    },
    // A word longer than its line (a long compound, widened text spacing) wraps rather than run out of its box,
    // and the grid and flex columns around it may shrink to the screen (the reset's break-word would not let them).
    'p, h1, h2, h3, h4, h5, h6, li, dd, dt, address': { overflowWrap: 'anywhere' },
    'a, button, input, textarea, summary': {
      _focusVisible: {
        outline: '3px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
        boxShadow: '0 0 0 2px {colors.focusRing.inner}',
      },
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
        // The platform's own face: a brand face (Figtree), measured with Lighthouse, made no page faster, cost 13 KB and a
        // request on every first visit, and re-wrapped headings as it arrived.
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
  patterns: {
    extend: {
      // The one column every band of the page (bar, breadcrumbs, content, banner, footer) starts and ends on.
      pageColumn: {
        transform: (props: Record<string, unknown>) => ({
          position: 'relative',
          maxW: '7xl',
          mx: 'auto',
          px: { base: '5', md: '8' },
          ...props,
        }),
      },
    },
  },
})
