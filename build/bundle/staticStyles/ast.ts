import { parseSync } from 'vite'

// The parsed module as plain ESTree objects, and what the evaluator asks of it: bindings, reads, constants.

/** An ESTree node as the parser gives it: a plain object with its type and its range in the source. */
export interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

export const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

export const node = (parent: AstNode, key: string): AstNode | undefined => {
  const value = parent[key]
  return isNode(value) ? value : undefined
}

export const nodes = (parent: AstNode, key: string): (AstNode | null)[] => {
  const value = parent[key]
  return Array.isArray(value) ? value.map((item) => (isNode(item) ? item : null)) : []
}

export const nameOf = (n: AstNode | undefined): string | undefined =>
  n?.type === 'Identifier' && typeof n.name === 'string' ? n.name : undefined

/** Calls `visit` for every node under `root` with its parent and the key it sits under; `false` skips its children. */
export function walk(root: AstNode, visit: (n: AstNode, parent: AstNode | null, key: string) => boolean | void): void {
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
export function countBindings(program: AstNode): Map<string, number> {
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
export function references(program: AstNode): Map<string, AstNode[]> {
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
export interface ConstDeclaration {
  init: AstNode
  exported: boolean
}

export function moduleConstants(program: AstNode): Map<string, ConstDeclaration> {
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

export function parse(code: string, filename: string): AstNode {
  const lang = filename.endsWith('.tsx') ? 'tsx' : 'ts'
  const result = parseSync(filename, code, { lang, astType: 'ts' })
  if (result.errors.length > 0) throw new Error(`Cannot parse ${filename}: ${result.errors[0]!.message}`)
  return result.program as unknown as AstNode
}
