import { css } from 'styled-system/css'

/** A fish farm site seen from the sea: pens, the feed barge, a pin on the site and a boat on its way. Decorative. */
export function FarmSiteIllustration() {
  return (
    <svg
      viewBox="0 0 480 340"
      width="480"
      height="340"
      aria-hidden="true"
      focusable="false"
      className={css({ maxW: 'full', h: 'auto', borderRadius: '3xl' })}
    >
      <path d="M0 214c40-14 80-14 120 0s80 14 120 0 80-14 120 0 80 14 120 0v126H0z" fill="#0d7d7a" opacity="0.5" />
      <g transform="translate(300 130)">
        <path d="M0 70h150v18H0z" fill="#0f3358" stroke="#ffffff" strokeWidth="3" />
        <path d="M16 70V34h78v36z" fill="#eef3f9" />
        <path d="M104 70V20h30v50z" fill="#7fd1c9" />
        <path d="M26 44h18M56 44h18" stroke="#0a2540" strokeWidth="6" strokeLinecap="round" />
      </g>
      <g fill="none" stroke="#7fd1c9" strokeWidth="4">
        <ellipse cx="90" cy="236" rx="56" ry="14" />
        <ellipse cx="210" cy="246" rx="56" ry="14" />
        <ellipse cx="330" cy="250" rx="56" ry="14" />
      </g>
      <path d="M210 150a20 20 0 0 0-20 20c0 16 20 34 20 34s20-18 20-34a20 20 0 0 0-20-20z" fill="#f4b860" />
      <circle cx="210" cy="170" r="7" fill="#0a2540" />
      <g transform="translate(24 262)">
        <path d="M0 20h96l-14 20H12z" fill="#f4b860" />
        <path d="M18 20V4h40l12 16" fill="#0f3358" stroke="#ffffff" strokeWidth="4" strokeLinejoin="round" />
        <path d="M104 30h28M112 38h34" stroke="#d3efec" strokeWidth="3" strokeLinecap="round" />
      </g>
      <path d="M0 300c40-10 80-10 120 0s80 10 120 0 80-10 120 0 80 10 120 0v40H0z" fill="#0a6664" />
    </svg>
  )
}
