import { css } from 'styled-system/css'

/** A service boat beside the pens of a fish farm, under a low sun. Decorative. */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 480 340" width="480" height="340" aria-hidden="true" focusable="false" className={css({ maxW: 'full', h: 'auto' })}>
      <circle cx="380" cy="80" r="46" fill="#f4b860" opacity="0.9" />
      <path d="M0 240c40-14 80-14 120 0s80 14 120 0 80-14 120 0 80 14 120 0v100H0z" fill="#0d7d7a" opacity="0.5" />
      <g fill="none" stroke="#7fd1c9" strokeWidth="4">
        <ellipse cx="110" cy="250" rx="60" ry="14" />
        <ellipse cx="250" cy="262" rx="60" ry="14" />
      </g>
      <g fill="none" stroke="#d3efec" strokeWidth="3" strokeLinecap="round">
        <path d="M70 250v-26M150 250v-26M210 262v-26M290 262v-26" />
      </g>
      <g transform="translate(250 150)">
        <path d="M0 70h200l-26 38H20z" fill="#0a6664" />
        <path d="M30 70V36h96l26 34" fill="#0f3358" stroke="#ffffff" strokeWidth="5" strokeLinejoin="round" />
        <path d="M64 36V10h36v26" fill="#0f3358" stroke="#ffffff" strokeWidth="5" strokeLinejoin="round" />
        <path d="M82 10v-22" stroke="#f4b860" strokeWidth="5" strokeLinecap="round" />
        <path d="M130 56h40" stroke="#f4b860" strokeWidth="5" strokeLinecap="round" />
        <circle cx="52" cy="52" r="5" fill="#f7c97f" />
        <circle cx="76" cy="52" r="5" fill="#f7c97f" />
      </g>
      <path d="M0 290c40-12 80-12 120 0s80 12 120 0 80-12 120 0 80 12 120 0v50H0z" fill="#0a6664" />
    </svg>
  )
}
