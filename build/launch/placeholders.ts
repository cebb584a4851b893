import ts from 'typescript'

/** A fact of site.config.ts still wrapped in `placeholder(...)`: where it is and what it says now. */
export interface PlaceholderFact {
  path: string
  value: string
}

/** A link in the site's code to a host that only stands in for a real one. */
export interface PlaceholderLink {
  file: string
  line: number
  url: string
}

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761), which no visitor can reach. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i
const URL_IN_TEXT = /https?:\/\/[^\s'"`<>)]+/g

/** A step into the config: an object's key or an array's index. */
type Segment = string | number

/** The key of the property or the index of the array element that holds `node`, or null when neither does. */
function segmentOf(node: ts.Node): Segment | null {
  const parent = node.parent
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : parent.name.getText()
  }
  if (ts.isArrayLiteralExpression(parent)) return parent.elements.indexOf(node as ts.Expression)
  return null
}

/** Where each `placeholder(...)` call of a config's source sits: the constant that holds it, then steps into it. */
function placeholderLocations(source: string): Segment[][] {
  const sourceFile = ts.createSourceFile('site.config.ts', source, ts.ScriptTarget.Latest, true)
  const locations: Segment[][] = []
  function visit(node: ts.Node): void {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'placeholder') {
      const segments: Segment[] = []
      let at: ts.Node = node
      for (; !ts.isVariableDeclaration(at.parent); at = at.parent) {
        const segment = segmentOf(at)
        if (segment !== null) segments.unshift(segment)
      }
      locations.push([at.parent.name.getText(), ...segments])
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return locations
}

/** A location as it is written in code, e.g. `siteConfig.company.legalName` or `siteConfig.team[0].name`. */
function pathOf(segments: readonly Segment[]): string {
  return segments.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('')
}

/** Every placeholder fact of a config module: its source text finds them, its exports give their values. */
export function placeholderFacts(source: string, config: Record<string, unknown>): PlaceholderFact[] {
  return placeholderLocations(source).map((segments) => {
    const value = segments.reduce<unknown>((at, segment) => (at as Record<Segment, unknown>)[segment], config)
    return { path: pathOf(segments), value: typeof value === 'string' ? value : JSON.stringify(value) }
  })
}

/** Every http(s) link in the given files whose host is a placeholder host. */
export function placeholderLinks(files: readonly { file: string; text: string }[]): PlaceholderLink[] {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((lineText, index) =>
      [...lineText.matchAll(URL_IN_TEXT)]
        .map(([url]) => url)
        .filter((url) => URL.canParse(url) && PLACEHOLDER_HOST.test(new URL(url).hostname))
        .map((url) => ({ file, line: index + 1, url })),
    ),
  )
}
