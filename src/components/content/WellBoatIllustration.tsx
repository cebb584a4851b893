import { css } from 'styled-system/css'

/** A well boat on its way to a job, with the route to the next site dashed ahead of it. Decorative. */
export function WellBoatIllustration() {
  return (
    <svg
      viewBox="0 0 480 340"
      width="480"
      height="340"
      aria-hidden="true"
      focusable="false"
      className={css({ maxW: 'full', h: 'auto', borderRadius: '3xl' })}
    >
      <path
        d="M60 96c60-50 150-60 230-30s100 8 128-22"
        fill="none"
        stroke="#7fd1c9"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="4 14"
      />
      <path d="M432 6a18 18 0 0 0-18 18c0 14 18 30 18 30s18-16 18-30a18 18 0 0 0-18-18z" fill="#f4b860" />
      <circle cx="432" cy="24" r="6" fill="#0a2540" />
      <path d="M0 236c40-14 80-14 120 0s80 14 120 0 80-14 120 0 80 14 120 0v104H0z" fill="#0d7d7a" opacity="0.5" />
      <path d="M36 196h394l26-16-24 74H72z" fill="#0a6664" />
      <path d="M40 204h400" stroke="#d3efec" strokeWidth="4" />
      <g fill="#7fd1c9">
        <rect x="78" y="184" width="70" height="12" rx="6" />
        <rect x="162" y="184" width="70" height="12" rx="6" />
      </g>
      <g fill="none" stroke="#f4b860" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M262 196v-58l52-18" />
        <path d="M314 120v34" strokeWidth="3" />
      </g>
      <g stroke="#ffffff" strokeWidth="4" strokeLinejoin="round">
        <path d="M328 196v-62h90v62z" fill="#0f3358" />
        <path d="M344 134v-28h58v28z" fill="#0f3358" />
      </g>
      <path d="M373 106V78" stroke="#f4b860" strokeWidth="4" strokeLinecap="round" />
      <g fill="#f7c97f">
        <rect x="352" y="114" width="12" height="9" rx="2" />
        <rect x="368" y="114" width="12" height="9" rx="2" />
        <rect x="384" y="114" width="12" height="9" rx="2" />
      </g>
      <path d="M0 282c40-12 80-12 120 0s80 12 120 0 80-12 120 0 80 12 120 0v58H0z" fill="#0a6664" />
    </svg>
  )
}
