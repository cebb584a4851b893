import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate'
import type { SiteActorRef } from '../../machines/site.machine'
import { useSiteActor } from '../app/siteActor'

/** A form's flow, ready to mount: its logic with its actors provided, and its input. */
export interface FormFlow<TLogic extends AnyActorLogic> {
  logic: TLogic
  input?: unknown
}

interface MountedFlow<TLogic extends AnyActorLogic> {
  site: SiteActorRef
  flow: ActorRefFrom<TLogic>
  childId: string
}

/** What every form's flow accepts when a field changes. */
type FieldChange<TField extends string> = { type: 'field.change'; field: TField; value: string }

/**
 * A form's flow in the site's actor system. The flow's code loads on `activate` (the form calls it
 * on the first focus or submit), not with the page; the flow stops when the form unmounts. Until it
 * runs, the form is plain markup: `change` keeps what is typed as `drafts`, which the flow receives
 * as `field.change` events when it starts; from then on every change goes to the flow at once, even
 * before the next render, so no keystroke is lost. `handOver` gives the flow, right after the drafts,
 * whatever else the form held before it ran (e.g. a chosen tab). `flow` is null until the flow has both.
 */
export function useFormFlow<TLogic extends AnyActorLogic, TField extends string>(
  load: () => Promise<FormFlow<TLogic>>,
  handOver?: (flow: ActorRefFrom<TLogic>) => void,
) {
  const id = useId()
  const { start } = useSiteActor()
  const [flow, setFlow] = useState<ActorRefFrom<TLogic> | null>(null)
  const [drafts, setDrafts] = useState<Partial<Record<TField, string>>>({})
  const latestDrafts = useRef(drafts)
  const running = useRef<AnyActorRef | null>(null)
  const mounted = useRef<Promise<MountedFlow<TLogic>> | null>(null)
  const mountCount = useRef(0)
  const loadFlow = useRef(load)
  const handOverTo = useRef(handOver)

  const activate = useCallback((): Promise<ActorRefFrom<TLogic>> => {
    if (mounted.current) return mounted.current.then((mountedFlow) => mountedFlow.flow)
    // Each mount has its own child id, so a remount (React may mount an effect twice) never stops the new flow.
    const childId = `${id}-${++mountCount.current}`
    const attempt: Promise<MountedFlow<TLogic>> = Promise.all([start(), loadFlow.current()]).then(([site, { logic, input }]) => {
      site.send({ type: 'form.mount', id: childId, logic, input })
      const child = (site.getSnapshot().children as Record<string, AnyActorRef | undefined>)[childId]!
      for (const [field, value] of Object.entries(latestDrafts.current) as [TField, string][]) {
        if (value !== '') child.send({ type: 'field.change', field, value } satisfies FieldChange<TField>)
      }
      handOverTo.current?.(child as ActorRefFrom<TLogic>)
      // A mount given up before it finished (the form unmounted meanwhile) is stopped, never shown.
      if (mounted.current === attempt) {
        running.current = child
        setFlow(child as ActorRefFrom<TLogic>)
      }
      return { site, flow: child as ActorRefFrom<TLogic>, childId }
    })
    mounted.current = attempt
    // A flow whose code could not load (the network was away) is tried again on the next use.
    attempt.catch(() => {
      if (mounted.current === attempt) mounted.current = null
    })
    return attempt.then((mountedFlow) => mountedFlow.flow)
  }, [id, start])

  const change = useCallback((field: TField, value: string) => {
    latestDrafts.current = { ...latestDrafts.current, [field]: value }
    setDrafts(latestDrafts.current)
    running.current?.send({ type: 'field.change', field, value } satisfies FieldChange<TField>)
  }, [])

  useEffect(
    () => () => {
      const mountedFlow = mounted.current
      mounted.current = null
      running.current = null
      setFlow(null)
      void mountedFlow?.then(({ site, childId }) => site.send({ type: 'form.unmount', id: childId }))
    },
    [id],
  )

  return { flow, activate, drafts, change }
}
