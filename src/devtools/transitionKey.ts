import type { AnyTransitionDefinition } from 'xstate'

/**
 * Names a transition by source, event and position, the same in a provided copy of the machine: the
 * path tests count coverage by it, and a build with the machine trace records it in the browser.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition
  const siblings = eventType ? (source.transitions.get(eventType) ?? []) : (source.always ?? [])
  return `${source.id} ${eventType || 'always'} #${siblings.indexOf(transition)}`
}
