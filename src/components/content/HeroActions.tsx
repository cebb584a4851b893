import type { HeroWithActions } from '../../content/types'
import { ButtonLink } from '../ui/ButtonLink'

/** The two buttons of a hero on navy: the main action in sand, the other outlined. */
export function HeroActions({ hero }: { hero: HeroWithActions }) {
  return (
    <>
      <ButtonLink href={hero.primary.href} visual="cta" size="lg">
        {hero.primary.label}
      </ButtonLink>
      <ButtonLink href={hero.secondary.href} visual="outlineLight" size="lg">
        {hero.secondary.label}
      </ButtonLink>
    </>
  )
}
