import type { Page } from '@playwright/test'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate'
import type { MachinePathSpec } from '../../tools/machinePaths/pathGeneration'

/** What a step of a browser path works with. */
export interface StepContext {
  page: Page
  /** The state the path predicts before the step. */
  from: AnyMachineSnapshot
  /** A name unique to this path's run, e.g. for an address no other test uses. */
  runId: string
  /** Lets a console error the step causes on purpose pass (a failed load of an answer it arranged). */
  allow(pattern: RegExp): void
  /** Resolves once the machine runs in the page (its first step is in the trace). */
  machineRuns(): Promise<void>
  /** How long the step's delayed event waits (as the walk measured it); zero for other events. */
  delay: number
}

/** An answer held back until its step comes, so the state waiting for it can be looked at. */
export interface HeldAnswer {
  release(): Promise<void>
}

/**
 * How a machine event comes about in the browser: something a person does (type, click, a key, the
 * moved clock), or an answer (of the stack, the network or the browser's storage) arranged before the
 * person's step that leads to it, and held until its own step when it returns a {@link HeldAnswer}.
 */
export type EventMapping =
  | { person: (step: StepContext, event: AnyEventObject) => Promise<void> }
  | { answer: (step: StepContext, event: AnyEventObject) => Promise<HeldAnswer | void> }

/**
 * What the page must show in a state; the predicted snapshot carries what the view must hold (values,
 * messages), and `event` is the step's that led there (none on opening), for a view that differs by it.
 */
export type View<TMachine extends AnyStateMachine> = (page: Page, state: SnapshotFrom<TMachine>, event?: AnyEventObject) => Promise<void>

/**
 * A machine as a person drives it in the real site: the graph its paths come from (the path tests'
 * own spec), the page it starts on, what causes each event, what each state shows, and what no person
 * can cause, with why.
 */
export interface BrowserModel<TMachine extends AnyStateMachine> {
  spec: MachinePathSpec<TMachine>
  /** Opens the page the machine runs on; `inputName` is the path's other input, if any. */
  open(step: StepContext, inputName?: string): Promise<void>
  /** The spec's other inputs a person can open the page with; paths from the rest are left out. */
  opensWith?: readonly string[]
  /** By event type, XState's shortened (`done:readConsent`, `after:rateLimitWait`). An event without one leaves its transitions without a path, which fails the plan. */
  events: Readonly<Record<string, EventMapping>>
  /** By state id: every atomic state needs one, unless it is in `passing`; a compound state may have one. */
  views: Readonly<Record<string, View<TMachine>>>
  /** States the page leaves by itself before anything can be seen, with why; no view is checked there. */
  passing?: Readonly<Record<string, string>>
  /** Transition keys and state ids no person can reach, with why; paths through them are left out. */
  notCausable?: Readonly<Record<string, string>>
  /**
   * Why the machine starts only with a person's first step, if it does: then the answers that follow
   * the page's opening come only with that step, and no path ends before it.
   */
  startsOnFirstUse?: string
  /**
   * The event as this run takes it, e.g. the path's address made one no other run signs up with; the
   * machine's predicted states follow it, so it must fire the same transitions.
   */
  eventFor?: (event: AnyEventObject, runId: string) => AnyEventObject
  /** The machine's input as this run's page starts it, where it holds what only the run knows (its user's address). */
  inputFor?: (runId: string) => InputFrom<TMachine>
  /** Leaves out steps a person cannot take in a state although the machine listens there; says why in a comment. */
  canCause?: (from: AnyMachineSnapshot, event: AnyEventObject) => boolean
}

/** What a person does for an event; `TEvent` names the payload it reads (the machine's event or a done/error event's). */
export const person = <TEvent = AnyEventObject>(act: (step: StepContext, event: TEvent) => Promise<void>): EventMapping => ({
  person: act as (step: StepContext, event: AnyEventObject) => Promise<void>,
})

/** The person waits a delayed event's time out on the page's moved clock (Playwright's `page.clock`). */
export const waits: EventMapping = person(({ page, delay }) => page.clock.runFor(delay))

/** The answer an event stands for, arranged before the person's step that leads to it. */
export const answer = <TEvent = AnyEventObject>(
  arrange: (step: StepContext, event: TEvent) => Promise<HeldAnswer | void>,
): EventMapping => ({
  answer: arrange as (step: StepContext, event: AnyEventObject) => Promise<HeldAnswer | void>,
})
