import type { Meter } from './meter'

/** One thing the load run promises, and whether it held. */
export interface Check {
  name: string
  passed: boolean
  /** What was found, in figures; the first offenders when it failed. */
  detail: string
}

/** What a scenario found besides its checks, for the stress summary. */
export interface ScenarioResult {
  checks: Check[]
  /** Rows (or accounts) accepted but not found afterwards. */
  lostRows: number
  /** Rows stored more than once, or accounts made twice. */
  duplicates: number
}

export interface LoadContext {
  /** The stack's API. */
  url: string
  inboxUrl: string
  meter: Meter
  /** Part of every address and subject the run makes, so it finds its own rows only. */
  runId: string
}

/**
 * The `n`th client address (from 0) of one block of 127.0.0.0/8: each scenario has its own block, so
 * the stack counts their requests apart, and none is 127.0.0.1, where other callers may come from.
 */
export function loopbackAddress(block: number, n: number): string {
  return `127.0.${block}.${n + 1}`
}

/**
 * The items in a fixed mixed order (Fisher–Yates with a small seeded generator), so the copies of
 * one address do not always come in the same order, and every run sends in the same order.
 */
export function shuffled<T>(items: readonly T[], seed = 1): T[] {
  const result = [...items]
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1))
    ;[result[i], result[j]] = [result[j]!, result[i]!]
  }
  return result
}

/** Groups items under a key, in the order the keys first appear. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(keyOf(item)) ?? []
    group.push(item)
    groups.set(keyOf(item), group)
  }
  return groups
}
