/** The WCAG levels axe checks the pages against, in every engine. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** What a test reads of one axe violation: the rule and the elements it names. */
export interface AxeViolation {
  id: string
  nodes: readonly { target: readonly unknown[] }[]
}

/** One line per violated rule: its id, then the selectors of its elements. */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
