import { useCallback, useEffect, useRef } from 'react'

/**
 * A form's controls are disabled or read-only while it is busy, and a disabled control loses the
 * focus. Call the returned function as the form is sent: once it is no longer busy, the element that
 * had the focus in it gets it back (unless the visitor moved it meanwhile), so a keyboard user goes
 * on from where they were.
 */
export function useFocusBack(busy: boolean): (form: HTMLFormElement) => void {
  const focusedWhenSent = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (busy) return
    const target = focusedWhenSent.current
    focusedWhenSent.current = null
    if (target && (document.activeElement === null || document.activeElement === document.body)) target.focus()
  }, [busy])
  return useCallback((form: HTMLFormElement) => {
    const active = document.activeElement
    focusedWhenSent.current = active instanceof HTMLElement && form.contains(active) ? active : null
  }, [])
}
