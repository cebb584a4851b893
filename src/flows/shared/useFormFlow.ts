import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Actor, AnyActorRef, AnyStateMachine, InputFrom } from 'xstate'
import { nextTask } from '../../runtime/nextTask'
import { useSiteActor } from '../../runtime/siteActor'

/** A form's flow, ready to run: its machine with its actors provided, and its input. */
export interface FormFlow<TLogic extends AnyStateMachine> {
  logic: TLogic
  input: InputFrom<TLogic>
}

/** What every form's flow accepts when a field changes. */
type FieldChange<TField extends string> = { type: 'field.change'; field: TField; value: string }

/**
 * A form's flow: its own actor, owned by the form. The flow's code loads on `activate` (the form
 * calls it on the first focus or submit), not with the page, and the actor stops when the form
 * unmounts. Until it runs, the form is plain markup and `change` keeps what is typed in `drafts`;
 * when it starts, the drafts are handed to it as `field.change` events and forgotten, so from then
 * on the flow alone holds the values, and every change goes to it at once, even before the next
 * render. `handOver` gives the flow, right after the drafts, whatever else the form held before it
 * ran (e.g. a chosen tab). See docs/flows.md.
 */
export function useFormFlow<TLogic extends AnyStateMachine, TField extends string>(
  load: () => Promise<FormFlow<TLogic>>,
  handOver?: (flow: Actor<TLogic>) => void,
) {
  const { start } = useSiteActor()
  const [flow, setFlow] = useState<Actor<TLogic>>()
  const [drafts, setDrafts] = useState<Partial<Record<TField, string>>>({})
  const latestDrafts = useRef(drafts)
  const running = useRef<AnyActorRef | null>(null)
  const starting = useRef<Promise<Actor<TLogic>> | null>(null)
  const loadFlow = useRef(load)
  const handOverTo = useRef(handOver)

  const activate = useCallback((): Promise<Actor<TLogic>> => {
    if (starting.current) return starting.current
    // The state-chart runtime comes with the flow, never with the page: hence the import here.
    // The code loads in the next task, so the event that asked for it paints first.
    const attempt = nextTask()
      .then(() => Promise.all([start(), loadFlow.current(), import('./flowActor')]))
      .then(([site, { logic, input }, { createFlowActor }]) => {
        const actor = createFlowActor(site, logic, input)
        const drafted: AnyActorRef = actor
        for (const [field, value] of Object.entries(latestDrafts.current) as [TField, string][]) {
          if (value !== '') drafted.send({ type: 'field.change', field, value } satisfies FieldChange<TField>)
        }
        handOverTo.current?.(actor)
        // A start given up before it finished (the form unmounted meanwhile) never runs.
        if (starting.current !== attempt) return actor
        actor.start()
        running.current = actor
        latestDrafts.current = {}
        // At once, not on React's next turn: the fields must show the flow's values before the next keystroke.
        flushSync(() => {
          setDrafts({})
          setFlow(actor)
        })
        return actor
      })
    starting.current = attempt
    // A flow whose code could not load (the network was away) is tried again on the next use.
    attempt.catch(() => {
      if (starting.current === attempt) starting.current = null
    })
    return attempt
  }, [start])

  const change = useCallback((field: TField, value: string) => {
    if (running.current) {
      running.current.send({ type: 'field.change', field, value } satisfies FieldChange<TField>)
      return
    }
    latestDrafts.current = { ...latestDrafts.current, [field]: value }
    setDrafts(latestDrafts.current)
  }, [])

  useEffect(
    () => () => {
      running.current?.stop()
      running.current = null
      starting.current = null
      setFlow(undefined)
    },
    [],
  )

  return { flow, activate, drafts, change }
}
