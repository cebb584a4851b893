import { relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import { parseSync, type Plugin } from 'vite'

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

/** At most this many different strings for one call chosen by conditions; past that it is left to the runtime. */
const MAX_BRANCHES = 16

export async function loadStyleRuntime(outdir: string): Promise<StyleRuntime> {
  const entries = await Promise.all(
    Object.entries(STYLE_MODULES).map(async ([source, file]) => {
      const exports = (await import(pathToFileURL(resolve(outdir, file)).href)) as Record<string, unknown>
      return [source, exports] as const
    }),
  )
  return Object.fromEntries(entries) as StyleRuntime
}

/** An ESTree node as the parser gives it: a plain object with its type and its range in the source. */
interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

const node = (parent: AstNode, key: string): AstNode | undefined => {
  const value = parent[key]
  return isNode(value) ? value : undefined
}

const nodes = (parent: AstNode, key: string): (AstNode | null)[] => {
  const value = parent[key]
  return Array.isArray(value) ? value.map((item) => (isNode(item) ? item : null)) : []
}

const nameOf = (n: AstNode | undefined): string | undefined => (n?.type === 'Identifier' && typeof n.name === 'string' ? n.name : undefined)

/** Calls `visit` for every node under `root` with its parent and the key it sits under; `false` skips its children. */
function walk(root: AstNode, visit: (n: AstNode, parent: AstNode | null, key: string) => boolean | void): void {
  const go = (n: AstNode, parent: AstNode | null, key: string) => {
    if (visit(n, parent, key) === false) return
    for (const [childKey, value] of Object.entries(n)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) go(item, n, childKey)
      } else if (isNode(value)) {
        go(value, n, childKey)
      }
    }
  }
  go(root, null, '')
}

/** The names a binding pattern declares (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function patternNames(pattern: AstNode | undefined | null, into: string[] = []): string[] {
  if (!pattern) return into
  switch (pattern.type) {
    case 'Identifier':
      into.push(pattern.name as string)
      break
    case 'ObjectPattern':
      for (const property of nodes(pattern, 'properties')) {
        if (property?.type === 'RestElement') patternNames(node(property, 'argument'), into)
        else if (property) patternNames(node(property, 'value'), into)
      }
      break
    case 'ArrayPattern':
      for (const element of nodes(pattern, 'elements')) patternNames(element, into)
      break
    case 'RestElement':
      patternNames(node(pattern, 'argument'), into)
      break
    case 'AssignmentPattern':
      patternNames(node(pattern, 'left'), into)
      break
    case 'TSParameterProperty':
      patternNames(node(pattern, 'parameter'), into)
      break
  }
  return into
}

/** How many times each name is declared anywhere in the module, in any scope. */
function countBindings(program: AstNode): Map<string, number> {
  const counts = new Map<string, number>()
  const add = (names: string[]) => names.forEach((name) => counts.set(name, (counts.get(name) ?? 0) + 1))
  walk(program, (n) => {
    switch (n.type) {
      case 'VariableDeclarator':
        add(patternNames(node(n, 'id')))
        break
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        add(patternNames(node(n, 'id')))
        for (const param of nodes(n, 'params')) add(patternNames(param))
        break
      case 'ClassDeclaration':
      case 'ClassExpression':
      case 'TSEnumDeclaration':
      case 'TSModuleDeclaration':
        add(patternNames(node(n, 'id')))
        break
      case 'CatchClause':
        add(patternNames(node(n, 'param')))
        break
      case 'ImportSpecifier':
      case 'ImportDefaultSpecifier':
      case 'ImportNamespaceSpecifier':
        add(patternNames(node(n, 'local')))
        break
    }
  })
  return counts
}

/**
 * The identifiers that read a name, leaving out a few positions that certainly do not (property
 * names, declared names). Anything else counts, type positions included: counting too many only
 * means doing less.
 */
function references(program: AstNode): Map<string, AstNode[]> {
  const found = new Map<string, AstNode[]>()
  walk(program, (n, parent, key) => {
    const name = nameOf(n)
    if (!name || !parent) return
    if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return
    if (parent.type === 'Property' && key === 'key' && !parent.computed) return
    if (parent.type === 'VariableDeclarator' && key === 'id') return
    if (parent.type.startsWith('Import') && (key === 'local' || key === 'imported')) return
    found.set(name, [...(found.get(name) ?? []), n])
  })
  return found
}

/** A module-level `const` with its initial value, and whether the module exports it. */
interface ConstDeclaration {
  init: AstNode
  exported: boolean
}

function moduleConstants(program: AstNode): Map<string, ConstDeclaration> {
  const constants = new Map<string, ConstDeclaration>()
  for (const statement of nodes(program, 'body')) {
    if (!statement) continue
    const exported = statement.type === 'ExportNamedDeclaration'
    const declaration = exported ? node(statement, 'declaration') : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of nodes(declaration, 'declarations')) {
      const name = declarator && nameOf(node(declarator, 'id'))
      const init = declarator && node(declarator, 'init')
      if (name && init) constants.set(name, { init, exported })
    }
  }
  return constants
}

/** Thrown when a value cannot be known at build time. */
class NotStatic extends Error {}

/** Thrown when a value depends on a condition not yet decided for the branch being evaluated. */
class NeedsChoice extends Error {
  constructor(readonly condition: AstNode) {
    super('needs a choice')
  }
}

/** A style function imported from the generated runtime, by its local name. */
type StyleFunctions = Map<string, (...args: unknown[]) => unknown>

interface ModuleFacts {
  functions: StyleFunctions
  bindings: Map<string, number>
  constants: Map<string, ConstDeclaration>
  refs: Map<string, AstNode[]>
  /** The ranges of the arguments of every call of a style function. */
  argumentRanges: [number, number][]
}

/** Whether every read of `name` is an argument (or part of one) of a style function, which never changes it. */
function onlyReadByStyleCalls(name: string, facts: ModuleFacts): boolean {
  return (facts.refs.get(name) ?? []).every((ref) => facts.argumentRanges.some(([start, end]) => ref.start >= start && ref.end <= end))
}

/**
 * The value of an expression known at build time; `choices` decides the conditions met so far (a
 * condition not in it throws NeedsChoice, or NotStatic where choices are not allowed).
 */
function evaluate(n: AstNode, facts: ModuleFacts, choices: Map<AstNode, boolean> | null, resolving: Set<string>): unknown {
  switch (n.type) {
    case 'Literal': {
      if (n.regex || n.bigint) throw new NotStatic()
      return n.value
    }
    case 'TemplateLiteral': {
      if (nodes(n, 'expressions').length > 0) throw new NotStatic()
      const quasi = nodes(n, 'quasis')[0]
      const cooked = (quasi?.value as { cooked?: unknown } | undefined)?.cooked
      if (typeof cooked !== 'string') throw new NotStatic()
      return cooked
    }
    case 'UnaryExpression': {
      const argument = evaluate(node(n, 'argument')!, facts, choices, resolving)
      if (typeof argument !== 'number') throw new NotStatic()
      if (n.operator === '-') return -argument
      if (n.operator === '+') return argument
      throw new NotStatic()
    }
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion':
      return evaluate(node(n, 'expression')!, facts, choices, resolving)
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of nodes(n, 'properties')) {
        if (!property) throw new NotStatic()
        if (property.type === 'SpreadElement') {
          const spread = evaluate(node(property, 'argument')!, facts, choices, resolving)
          if (spread === null || spread === undefined || spread === false) continue
          if (typeof spread !== 'object' || Array.isArray(spread)) throw new NotStatic()
          Object.assign(object, spread)
          continue
        }
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) throw new NotStatic()
        const key = node(property, 'key')!
        const name = !property.computed && key.type === 'Identifier' ? (key.name as string) : evaluate(key, facts, choices, resolving)
        if (typeof name !== 'string' && typeof name !== 'number') throw new NotStatic()
        if (String(name) === '__proto__') throw new NotStatic()
        object[String(name)] = evaluate(node(property, 'value')!, facts, choices, resolving)
      }
      return object
    }
    case 'ArrayExpression':
      return nodes(n, 'elements').map((element) => {
        if (!element || element.type === 'SpreadElement') throw new NotStatic()
        return evaluate(element, facts, choices, resolving)
      })
    case 'LogicalExpression': {
      const left = evaluate(node(n, 'left')!, facts, choices, resolving)
      const right = () => evaluate(node(n, 'right')!, facts, choices, resolving)
      if (n.operator === '&&') return left ? right() : left
      if (n.operator === '||') return left ? left : right()
      if (n.operator === '??') return left ?? right()
      throw new NotStatic()
    }
    case 'ConditionalExpression': {
      let test: unknown
      try {
        test = evaluate(node(n, 'test')!, facts, null, resolving)
      } catch (error) {
        if (!(error instanceof NotStatic) || !choices) throw error
        if (!choices.has(n)) throw new NeedsChoice(n)
        test = choices.get(n)
      }
      return evaluate(node(n, test ? 'consequent' : 'alternate')!, facts, choices, resolving)
    }
    case 'Identifier': {
      const name = n.name as string
      if (name === 'undefined' && !facts.bindings.has(name)) return undefined
      const constant = facts.constants.get(name)
      if (!constant || facts.bindings.get(name) !== 1 || resolving.has(name)) throw new NotStatic()
      // A constant's conditions were decided where it was declared, not at this call.
      const value = evaluate(constant.init, facts, null, new Set([...resolving, name]))
      // An object could have been changed since: only one nothing else can reach is taken as written.
      if (typeof value === 'object' && value !== null && (constant.exported || !onlyReadByStyleCalls(name, facts))) {
        throw new NotStatic()
      }
      return value
    }
    case 'CallExpression': {
      const fn = styleFunction(n, facts)
      if (!fn) throw new NotStatic()
      const args = nodes(n, 'arguments').map((argument) => {
        if (!argument || argument.type === 'SpreadElement') throw new NotStatic()
        return evaluate(argument, facts, choices, resolving)
      })
      const result = fn(...args)
      if (typeof result !== 'string') throw new NotStatic()
      return result
    }
    default:
      throw new NotStatic()
  }
}

/** The runtime function a call calls, if it calls one by its imported name. */
function styleFunction(call: AstNode, facts: ModuleFacts): ((...args: unknown[]) => unknown) | undefined {
  if (call.optional) return undefined
  const name = nameOf(node(call, 'callee'))
  return name ? facts.functions.get(name) : undefined
}

/**
 * The source that gives the call's class names: a string literal, or conditions choosing between
 * them in the order the original code tests them; undefined where it cannot be known at build time.
 */
function staticSource(call: AstNode, facts: ModuleFacts, code: string): string | undefined {
  let branches = 0
  const build = (choices: Map<AstNode, boolean>): string => {
    try {
      const value = evaluate(call, facts, choices, new Set())
      if (++branches > MAX_BRANCHES) throw new NotStatic()
      return JSON.stringify(value)
    } catch (error) {
      if (!(error instanceof NeedsChoice)) throw error
      const test = node(error.condition, 'test')!
      const whenTrue = build(new Map([...choices, [error.condition, true]]))
      const whenFalse = build(new Map([...choices, [error.condition, false]]))
      return `((${code.slice(test.start, test.end)}) ? ${whenTrue} : ${whenFalse})`
    }
  }
  try {
    return build(new Map())
  } catch (error) {
    if (error instanceof NotStatic) return undefined
    throw error
  }
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

function parse(code: string, filename: string): AstNode {
  const lang = filename.endsWith('.tsx') ? 'tsx' : 'ts'
  const result = parseSync(filename, code, { lang, astType: 'ts' })
  if (result.errors.length > 0) throw new Error(`Cannot parse ${filename}: ${result.errors[0]!.message}`)
  return result.program as unknown as AstNode
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

/**
 * The production build's step that turns style calls known at build time into their class names,
 * for the client and the server bundles alike; the dev server keeps the runtime.
 */
export function staticStyles(options: { outdir?: string } = {}): Plugin {
  let runtime: StyleRuntime | undefined
  let root = process.cwd()
  /** The modules that still call the runtime somewhere, and how often. */
  const left = new Map<string, number>()
  return {
    name: 'havbors:static-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      runtime = await loadStyleRuntime(resolve(root, options.outdir ?? 'styled-system'))
      left.clear()
    },
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/ },
      handler(code, id) {
        const file = id.split('?')[0]!
        if (!runtime || !file.startsWith(resolve(root, 'src') + '/')) return null
        const result = transformStyleCalls(code, file, runtime)
        if (result?.left) left.set(relative(root, file), result.left)
        return result && { code: result.code, map: result.map }
      },
    },
    buildEnd() {
      const calls = [...left].map(([file, count]) => `${file} (${count})`)
      if (calls.length > 0) this.info(`Style calls left to the Panda runtime, known only at run time: ${calls.join(', ')}`)
    },
  }
}
