/**
 * A phone showing a new offer arriving. Decorative, below the fold: loaded when it nears the screen,
 * from a file of its own rather than inline SVG in the page's script.
 */
export function PhoneIllustration() {
  return <img src="/illustrations/app-offer.svg" width={220} height={400} alt="" loading="lazy" decoding="async" />
}
