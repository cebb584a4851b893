import { type RefObject, useEffect, useRef } from 'react'

/**
 * A submit button is disabled while its form is busy, which takes the focus from it; once the answer
 * is in, it gets the focus back (unless the visitor moved it meanwhile), so a keyboard user goes on
 * from where they were.
 */
export function useFocusBack(busy: boolean, button: RefObject<HTMLButtonElement | null>): void {
  const wasBusy = useRef(false)
  useEffect(() => {
    if (busy) {
      wasBusy.current = true
      return
    }
    if (!wasBusy.current) return
    wasBusy.current = false
    if (document.activeElement === null || document.activeElement === document.body) button.current?.focus()
  }, [busy, button])
}
