import type { ComponentProps } from 'react'
import { useOnDemand } from '../../runtime/useOnDemand'
import { LinkReading } from '../shared/LinkReading'
import type { BrokenLink } from './BrokenLink'

const loadBrokenLink = () => import('./BrokenLink').then(({ BrokenLink }) => ({ default: BrokenLink }))

/**
 * The answer to an account mail's link that cannot be used, whose code (with its form for a new link)
 * loads only when a link is found broken: a visitor with a good link never downloads it. Until it has
 * arrived, a link seen broken in the address still reads as being read; one the backend refused shows nothing
 * new yet (the page keeps its room).
 */
export function BrokenLinkSlot(props: ComponentProps<typeof BrokenLink>) {
  return useOnDemand(loadBrokenLink, props) ?? (props.problem === 'refused' ? null : <LinkReading />)
}
