import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

/** Raw palette: deep navy, sea teal and a warm sand accent. Components use the semantic tokens. */
export const colors = defineTokens.colors({
  navy: {
    50: { value: '#eef3f9' },
    100: { value: '#d9e4f0' },
    700: { value: '#16466f' },
    800: { value: '#0f3358' },
    900: { value: '#0a2540' },
    950: { value: '#06182b' },
  },
  sea: {
    50: { value: '#edf8f7' },
    100: { value: '#d3efec' },
    300: { value: '#7fd1c9' },
    600: { value: '#0d7d7a' },
    700: { value: '#0a6664' },
    800: { value: '#08504f' },
  },
  sand: {
    100: { value: '#fdf1de' },
    300: { value: '#f7c97f' },
    400: { value: '#f4b860' },
    500: { value: '#e59a32' },
  },
  slate: {
    50: { value: '#f5f7fa' },
    100: { value: '#edf1f5' },
    200: { value: '#d8e0e8' },
    300: { value: '#b9c5d1' },
    500: { value: '#768597' },
    600: { value: '#475569' },
    700: { value: '#334155' },
    900: { value: '#0f1f33' },
  },
  red: { 50: { value: '#fdf0f0' }, 700: { value: '#b42318' } },
  green: { 50: { value: '#ecf8f1' }, 700: { value: '#17663a' } },
  amber: { 50: { value: '#fff6e5' }, 800: { value: '#8a4b00' } },
  blue: { 50: { value: '#eef4ff' }, 700: { value: '#1d4ed8' } },
})

export const semanticColors = defineSemanticTokens.colors({
  bg: { DEFAULT: { value: '#ffffff' }, subtle: { value: '{colors.slate.50}' }, muted: { value: '{colors.slate.100}' } },
  fg: { DEFAULT: { value: '{colors.slate.900}' }, muted: { value: '{colors.slate.600}' }, inverted: { value: '#ffffff' } },
  // `strong` outlines controls (fields, filter buttons): at least 3:1 against white and the grey
  // backgrounds (WCAG 1.4.11); the lighter DEFAULT only separates areas.
  border: { DEFAULT: { value: '{colors.slate.200}' }, strong: { value: '{colors.slate.500}' } },
  brand: { DEFAULT: { value: '{colors.navy.900}' }, deep: { value: '{colors.navy.950}' }, soft: { value: '{colors.navy.50}' } },
  accent: {
    DEFAULT: { value: '{colors.sea.700}' },
    hover: { value: '{colors.sea.800}' },
    soft: { value: '{colors.sea.50}' },
    onDark: { value: '{colors.sea.300}' },
  },
  cta: { DEFAULT: { value: '{colors.sand.400}' }, hover: { value: '{colors.sand.300}' }, fg: { value: '{colors.navy.950}' } },
  // A dark ring around a white one: one of the two reaches 3:1 on every background, light, dark or amber.
  focusRing: { DEFAULT: { value: '{colors.navy.900}' }, inner: { value: '#ffffff' } },
  status: {
    success: { value: '{colors.green.700}' },
    successBg: { value: '{colors.green.50}' },
    error: { value: '{colors.red.700}' },
    errorBg: { value: '{colors.red.50}' },
    warning: { value: '{colors.amber.800}' },
    warningBg: { value: '{colors.amber.50}' },
    info: { value: '{colors.blue.700}' },
    infoBg: { value: '{colors.blue.50}' },
  },
})
