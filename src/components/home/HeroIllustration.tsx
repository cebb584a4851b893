import { css } from 'styled-system/css'

/**
 * A service boat beside the pens of a fish farm, under a low sun. Decorative. A file of its own
 * rather than inline SVG, so its drawing is not carried in the page's script.
 */
export function HeroIllustration() {
  return (
    <img src="/illustrations/hero-boat.svg" width={480} height={340} alt="" decoding="async" className={css({ maxW: 'full', h: 'auto' })} />
  )
}
