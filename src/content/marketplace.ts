/**
 * What the marketplace itself offers, which several pages describe and count. The key figures are
 * taken from these lists, so a figure changes with the list it counts. The kinds of job are in
 * jobKinds.ts: only the landing pages show them, and the home page's FAQ loads this module.
 */

/** What an operator is checked for before it may send offers. */
export const verificationChecks = ['sertifikater', 'forsikring', 'historikk'] as const

/** How a farmer may pay for a job. */
export const paymentMethods = ['kort', 'faktura'] as const

/** Words joined as Norwegian lists them: 'a, b og c'. */
export function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} og ${words.at(-1)}`
}
