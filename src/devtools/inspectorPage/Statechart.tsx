import { useLayoutEffect, useRef } from 'react'

interface StatechartProps {
  /** The machine's drawing from docs/machines/. */
  svg: string
  /** Ids of the states the machine is in (`contactForm.ready`, …). */
  activeIds: readonly string[]
  /** The innermost of them. */
  currentIds: readonly string[]
}

/** A machine's statechart with its active states outlined and its current ones filled. */
export function Statechart({ svg, activeIds, currentIds }: StatechartProps) {
  const drawing = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    for (const state of drawing.current?.querySelectorAll<SVGGElement>('g.state') ?? []) {
      const id = state.dataset.state ?? ''
      state.classList.toggle('lit', activeIds.includes(id))
      state.classList.toggle('current', currentIds.includes(id))
    }
  })
  return <div ref={drawing} className="statechart" dangerouslySetInnerHTML={{ __html: svg }} />
}
