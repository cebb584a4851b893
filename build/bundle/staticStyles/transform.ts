import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import { type AstNode, countBindings, moduleConstants, nameOf, node, nodes, parse, references, walk } from './ast.ts'
import { type ModuleFacts, staticSource, type StyleFunctions, styleFunction } from './evaluate.ts'

/**
 * Build-time evaluation of Panda's style calls.
 *
 * Every `css({...})`, `cx(...)`, pattern call (`container({...})`) and recipe call (`button({...})`)
 * whose arguments are known when the module is read is run once, in Node, with the very runtime that
 * `panda codegen` generated into `styled-system/`, and the call is replaced by the class-name string
 * it returns. A value chosen by a condition (`tone === 'brand' ? 'accent.onDark' : 'accent'`) becomes
 * a choice between the strings of both branches. Whatever is not known at build time is left as it
 * is and keeps calling the runtime, so the rendered class names are the same with or without this
 * step; imports of the runtime that are no longer used are dropped, so a page that has none left
 * ships neither the runtime nor the style objects. The CSS is not touched: Panda's PostCSS plugin
 * still extracts it from the sources.
 */

/** The styled-system entry points, as the sources import them, and their files. */
const STYLE_MODULES = {
  'styled-system/css': 'css/index.mjs',
  'styled-system/patterns': 'patterns/index.mjs',
  'styled-system/recipes': 'recipes/index.mjs',
} as const

type StyleModule = keyof typeof STYLE_MODULES

/** The exports of the generated runtime, by entry point. */
export type StyleRuntime = Record<StyleModule, Record<string, unknown>>

/** `cx` alone, for a module whose other calls have all been replaced: it does not pull in `css`. */
const CX_MODULE = 'styled-system/css/cx.mjs'

export async function loadStyleRuntime(outdir: string): Promise<StyleRuntime> {
  const entries = await Promise.all(
    Object.entries(STYLE_MODULES).map(async ([source, file]) => {
      const exports = (await import(pathToFileURL(resolve(outdir, file)).href)) as Record<string, unknown>
      return [source, exports] as const
    }),
  )
  return Object.fromEntries(entries) as StyleRuntime
}

function isStyleSource(source: unknown): source is StyleModule {
  return typeof source === 'string' && Object.hasOwn(STYLE_MODULES, source)
}

/** Whether an export of the runtime may be run at build time: `css`, `cx`, patterns and recipes. */
function isEvaluable(source: StyleModule, imported: string, value: unknown): value is (...args: unknown[]) => unknown {
  if (typeof value !== 'function') return false
  if (source === 'styled-system/css') return imported === 'css' || imported === 'cx'
  return true
}

export interface StaticStylesResult {
  code: string
  map: ReturnType<MagicString['generateMap']>
  /** How many calls became strings, and how many still call the runtime (`cx`, which needs none of it, aside). */
  replaced: number
  left: number
}

/** Replaces the module's style calls known at build time by their class names; null where nothing changes. */
export function transformStyleCalls(code: string, filename: string, runtime: StyleRuntime): StaticStylesResult | null {
  if (!code.includes('styled-system/')) return null
  const program = parse(code, filename)
  const bindings = countBindings(program)

  const functions: StyleFunctions = new Map()
  for (const statement of nodes(program, 'body')) {
    if (statement?.type !== 'ImportDeclaration' || statement.importKind === 'type') continue
    const source = node(statement, 'source')!.value
    if (!isStyleSource(source)) continue
    for (const specifier of nodes(statement, 'specifiers')) {
      if (specifier?.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue
      const imported = nameOf(node(specifier, 'imported'))
      const local = nameOf(node(specifier, 'local'))
      const value = imported ? runtime[source][imported] : undefined
      // A name declared again somewhere in the module might not be this import where it is called.
      if (imported && local && bindings.get(local) === 1 && isEvaluable(source, imported, value)) functions.set(local, value)
    }
  }
  if (functions.size === 0) return null

  const calls: AstNode[] = []
  walk(program, (n) => {
    if (n.type === 'CallExpression' && !n.optional && functions.has(nameOf(node(n, 'callee')) ?? '')) calls.push(n)
  })
  const facts: ModuleFacts = {
    functions,
    bindings,
    constants: moduleConstants(program),
    refs: references(program),
    argumentRanges: calls.flatMap((call) => nodes(call, 'arguments').flatMap((a) => (a ? [[a.start, a.end] as [number, number]] : []))),
  }

  const s = new MagicString(code)
  let replaced = 0
  let left = 0
  walk(program, (n) => {
    const fn = n.type === 'CallExpression' ? styleFunction(n, facts) : undefined
    if (!fn) return
    const source = staticSource(n, facts, code)
    if (source === undefined) {
      if (fn !== runtime['styled-system/css'].cx) left++
      return
    }
    s.overwrite(n.start, n.end, source)
    replaced++
    return false
  })
  if (replaced === 0) return null

  pruneImports(s, program, references(parse(s.toString(), filename)))
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: filename, includeContent: true }), replaced, left }
}

/**
 * Drops the imported style functions that the transformed code (whose reads are `refs`) no longer
 * uses, and takes `cx` from its own module where it is all that is left of `styled-system/css`. The
 * imports are edited at their places in the original, which no replaced call overlaps.
 */
function pruneImports(s: MagicString, program: AstNode, refs: Map<string, AstNode[]>): void {
  for (const statement of nodes(program, 'body')) {
    if (statement?.type !== 'ImportDeclaration' || statement.importKind === 'type') continue
    const source = node(statement, 'source')!
    if (!isStyleSource(source.value)) continue
    const specifiers = nodes(statement, 'specifiers').filter((x): x is AstNode => x !== null)
    // A namespace import is kept as it is: which of its functions are still called is not followed.
    if (specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue
    const used = specifiers.filter((specifier) => {
      const local = nameOf(node(specifier, 'local'))
      return specifier.importKind === 'type' || !local || (refs.get(local)?.length ?? 0) > 0
    })
    if (used.length === specifiers.length && source.value !== 'styled-system/css') continue
    const valueNames = used.filter((specifier) => specifier.importKind !== 'type').map((specifier) => nameOf(node(specifier, 'imported')))
    if (used.length === 0) {
      const end = s.original[statement.end] === '\n' ? statement.end + 1 : statement.end
      s.remove(statement.start, end)
      continue
    }
    const cxOnly = source.value === 'styled-system/css' && valueNames.length > 0 && valueNames.every((name) => name === 'cx')
    if (used.length === specifiers.length && !cxOnly) continue
    const text = (n: AstNode) => s.original.slice(n.start, n.end)
    const typeOnly = used.filter((specifier) => specifier.importKind === 'type')
    const values = used.filter((specifier) => specifier.importKind !== 'type')
    const rewritten: string[] = []
    if (values.length > 0) {
      rewritten.push(`import { ${values.map(text).join(', ')} } from '${cxOnly ? CX_MODULE : source.value}'`)
    }
    if (typeOnly.length > 0) rewritten.push(`import { ${typeOnly.map(text).join(', ')} } from '${source.value}'`)
    s.overwrite(statement.start, statement.end, rewritten.join('\n'))
  }
}
