import { type ComponentType, createElement, type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * A view whose code loads the first time it is needed (`props` not null), rendered with `props`
 * once it has arrived; null before and while not needed. Unlike `React.lazy` it never suspends, so
 * showing it waits on no timer (a paused or throttled clock included), only on its code. When the code
 * cannot load while needed, `onUnavailable` is told, so the caller can take back what asked for the view.
 */
export function useOnDemand<TProps extends object>(
  load: () => Promise<{ default: ComponentType<TProps> }>,
  props: TProps | null,
  onUnavailable?: () => void,
): ReactNode {
  const [view, setView] = useState<ComponentType<TProps> | null>(null)
  const loadView = useRef(load)
  const tellUnavailable = useRef(onUnavailable)
  useEffect(() => {
    tellUnavailable.current = onUnavailable
  })
  const needed = props !== null
  useEffect(() => {
    if (!needed || view) return
    let wanted = true
    // A chunk that cannot load (the network went away) leaves nothing shown, and is tried again when next needed.
    loadView.current().then(
      (module) => {
        if (wanted) setView(() => module.default)
      },
      () => {
        if (wanted) tellUnavailable.current?.()
      },
    )
    return () => {
      wanted = false
    }
  }, [needed, view])
  return view && props ? createElement(view, props) : null
}
