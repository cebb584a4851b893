/** The session-timeout dialog's texts: 'Sesjonen din utløper snart', its countdown and buttons (docs/decisions.md, 'Idle session across tabs'). */
export const sessionTimeoutText = {
  title: 'Sesjonen din utløper snart',
  description: 'Du har ikke vært aktiv på en stund. Av sikkerhetshensyn blir du logget ut automatisk når tiden er ute.',
  countdownLabel: 'Tid igjen',
  extend: 'Forleng sesjon',
  signOut: 'Logg ut',
} as const

/** Seconds left at which a screen reader hears the time: each whole minute, then half a minute and ten seconds. */
const ANNOUNCED_SECONDS = new Set([300, 240, 180, 120, 60, 30, 10])

/** What a screen reader is told at `secondsLeft`, or null between the steps (the text then stays as it was). */
export function countdownAnnouncement(secondsLeft: number): string | null {
  if (!ANNOUNCED_SECONDS.has(secondsLeft)) return null
  if (secondsLeft >= 120) return `Du blir logget ut om ${secondsLeft / 60} minutter.`
  if (secondsLeft === 60) return 'Du blir logget ut om 1 minutt.'
  return `Du blir logget ut om ${secondsLeft} sekunder.`
}
