/** Where our own inspector page is served in development (src/devtools/inspectorPage/index.html). */
export const LOCAL_INSPECTOR_PATH = '/src/devtools/inspectorPage/'

/** `stately`: the Stately inspector's online page; `local`: our own page, which needs no network. */
export type InspectorChoice = 'stately' | 'local'

/**
 * Which inspector the developer asked for: the address's `?inspect` (Stately's) or `?inspect=local`
 * (ours) first, else VITE_INSPECT (`1` or `local`); nothing asked: undefined.
 */
export function inspectorChoice(search: string, setting: string | undefined): InspectorChoice | undefined {
  const fromAddress = new URLSearchParams(search).get('inspect')
  if (fromAddress !== null) return fromAddress === 'local' ? 'local' : 'stately'
  if (setting === 'local') return 'local'
  return setting === '1' ? 'stately' : undefined
}
