/** A phone showing a new offer arriving. Decorative. */
export function PhoneIllustration() {
  return (
    <svg viewBox="0 0 220 400" width="220" height="400" aria-hidden="true" focusable="false">
      <rect x="10" y="10" width="200" height="380" rx="30" fill="#06182b" stroke="#7fd1c9" strokeWidth="4" />
      <rect x="26" y="40" width="168" height="320" rx="12" fill="#eef3f9" />
      <rect x="40" y="60" width="140" height="60" rx="10" fill="#ffffff" stroke="#d8e0e8" />
      <circle cx="62" cy="90" r="12" fill="#f4b860" />
      <rect x="82" y="78" width="84" height="10" rx="5" fill="#0a2540" />
      <rect x="82" y="96" width="60" height="8" rx="4" fill="#475569" />
      <rect x="40" y="134" width="140" height="120" rx="10" fill="#d3efec" />
      <path d="M50 230c15-8 30-8 45 0s30 8 45 0 20-6 30-2" fill="none" stroke="#0a6664" strokeWidth="4" strokeLinecap="round" />
      <circle cx="120" cy="180" r="8" fill="#0a6664" />
      <rect x="40" y="268" width="140" height="36" rx="10" fill="#0a6664" />
      <rect x="70" y="282" width="80" height="8" rx="4" fill="#ffffff" />
    </svg>
  )
}
