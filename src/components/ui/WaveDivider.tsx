import { css } from 'styled-system/css'

/** The wave that closes a navy band into the white page below it. */
export function WaveDivider() {
  return (
    <svg
      viewBox="0 0 1440 60"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      className={css({ position: 'absolute', bottom: '-1px', left: 0, width: '100%', height: { base: '24px', md: '48px' }, color: 'bg' })}
    >
      <path fill="currentColor" d="M0 30c120-20 240-20 360 0s240 20 360 0 240-20 360 0 240 20 360 0v31H0z" />
    </svg>
  )
}
