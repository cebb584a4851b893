import { type AstNode, type ConstDeclaration, nameOf, node, nodes } from './ast.ts'

/** At most this many different strings for one call chosen by conditions; past that it is left to the runtime. */
const MAX_BRANCHES = 16

/** Thrown when a value cannot be known at build time. */
export class NotStatic extends Error {}

/** Thrown when a value depends on a condition not yet decided for the branch being evaluated. */
class NeedsChoice extends Error {
  constructor(readonly condition: AstNode) {
    super('needs a choice')
  }
}

/** A style function imported from the generated runtime, by its local name. */
export type StyleFunctions = Map<string, (...args: unknown[]) => unknown>

export interface ModuleFacts {
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
export function styleFunction(call: AstNode, facts: ModuleFacts): ((...args: unknown[]) => unknown) | undefined {
  if (call.optional) return undefined
  const name = nameOf(node(call, 'callee'))
  return name ? facts.functions.get(name) : undefined
}

/**
 * The source that gives the call's class names: a string literal, or conditions choosing between
 * them in the order the original code tests them; undefined where it cannot be known at build time.
 */
export function staticSource(call: AstNode, facts: ModuleFacts, code: string): string | undefined {
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
