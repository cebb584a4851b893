import type { SVGProps } from 'react'

const paths = {
  boat: 'M3 17h18l-2.5 3.5h-13zM5 17V13h14v4M8 13V8h6l2 5M11 8V4',
  anchor: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 0v13m-7-7a7 7 0 0 0 14 0M9 11h6',
  wave: 'M2 12c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2 5 0M2 17c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2 5 0',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  chat: 'M4 5h16v11H9l-5 4z',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 4h4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zm-3 9l2 2 4-4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zm0 0v14m6-12v14',
  card: 'M3 6h18v12H3zm0 4h18M7 15h4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  pin: 'M12 21s7-6 7-11a7 7 0 1 0-14 0c0 5 7 11 7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2m0-18a4 4 0 0 1 0 8m6 10v-2a5 5 0 0 0-3-4.6',
  check: 'M4 12l5 5L20 6',
  arrow: 'M4 12h16m-6-6l6 6-6 6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  dot: 'M12 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  chevron: 'M6 9l6 6 6-6',
  external: 'M14 4h6v6m0-6L10 14M18 14v6H4V6h6',
  linkedin:
    'M4 9h4v11H4zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h4v1.6c.6-1 2-1.9 3.8-1.9 3.2 0 4.2 2 4.2 5V20h-4v-5c0-1.4-.3-2.6-1.8-2.6S15 13.6 15 15v5h-4z',
} as const

export type IconName = keyof typeof paths

interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName
  /** A label when the icon carries meaning on its own; decorative icons are hidden from assistive tech. */
  label?: string
}

export function Icon({ name, label, width = 24, height = 24, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={width}
      height={height}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  )
}
