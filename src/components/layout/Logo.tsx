import { siteConfig } from '../../site.config'

/** The word mark with a hull under a wave; drawn at 5:1. */
export function Logo({ height = 32, tone = 'dark' }: { height?: number; tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? '#0a2540' : '#ffffff'
  return (
    <svg viewBox="0 0 200 40" width={height * 5} height={height} aria-hidden="true" focusable="false">
      <path d="M4 25h30l-5 8H9z" fill="#0a6664" />
      <path d="M12 25v-8h11l4 8" fill="none" stroke={ink} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M2 37c4-3 8-3 12 0s8 3 12 0 8-3 12 0" fill="none" stroke="#f4b860" strokeWidth="2.5" strokeLinecap="round" />
      <text x="46" y="29" fill={ink} fontFamily="system-ui, sans-serif" fontSize="24" fontWeight="800" letterSpacing="-0.5">
        {siteConfig.productName}
      </text>
    </svg>
  )
}
