import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerendered page and while React hydrates it, true from then on in the browser: what
 * needs script (a form's send button, a visit's own token) is offered only once script runs, so a page
 * read without script never offers it. A form sent before that was the browser's own GET to the page:
 * what was typed ended up in the address, and nothing was sent.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
