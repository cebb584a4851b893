import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate'
import { type SiteActorRef, useSiteActor } from '../app/siteActor'

/** A form's flow, ready to mount: its logic with its actors provided, and its input. */
export interface FormFlow<TLogic extends AnyActorLogic> {
  logic: TLogic
  input?: unknown
}

/**
 * A form's flow in the site's actor system. The flow's code loads on `activate` (the form calls it
 * on the first focus or submit), not with the page; the flow stops when the form unmounts. Returns
 * null for the flow until it runs, so the form works as plain markup before that.
 */
export function useFormFlow<TLogic extends AnyActorLogic>(load: () => Promise<FormFlow<TLogic>>) {
  const id = useId()
  const { start } = useSiteActor()
  const [flow, setFlow] = useState<ActorRefFrom<TLogic> | null>(null)
  const mounted = useRef<Promise<{ site: SiteActorRef; flow: ActorRefFrom<TLogic> }> | null>(null)
  const loadFlow = useRef(load)

  const activate = useCallback((): Promise<ActorRefFrom<TLogic>> => {
    mounted.current ??= Promise.all([start(), loadFlow.current()]).then(([site, { logic, input }]) => {
      site.send({ type: 'form.mount', id, logic, input })
      const child = (site.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id] as ActorRefFrom<TLogic>
      setFlow(child)
      return { site, flow: child }
    })
    const attempt = mounted.current
    // A flow whose code could not load (the network was away) is tried again on the next use.
    attempt.catch(() => {
      if (mounted.current === attempt) mounted.current = null
    })
    return attempt.then((running) => running.flow)
  }, [id, start])

  useEffect(
    () => () => {
      const running = mounted.current
      mounted.current = null
      setFlow(null)
      void running?.then(({ site }) => site.send({ type: 'form.unmount', id }))
    },
    [id],
  )

  return { flow, activate }
}
