import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/** The folders whose TypeScript the repository runs. */
const ROOTS = ['src', 'machines', 'messages', 'supabase', 'build', 'tools', 'tests']
const SKIPPED_FOLDERS = new Set(['node_modules', '.local-data', '.temp'])

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [resolve(path)] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile()) ?? null
}

/**
 * Which files each file imports, type-only and dynamic imports included. Lint's import-x/no-cycle
 * leaves out type-only imports, so a circle through a type passes it.
 */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      return [file, importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((path) => path !== null)]
    }),
  )
}

/** Every circle a depth-first walk of `graph` meets, each from its first file back to it. */
function findCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string) => {
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next)
      if (at >= 0) circles.push([...path.slice(at), next])
      else if (!done.has(next)) visit(next)
    }
    path.pop()
    done.add(file)
  }
  for (const file of graph.keys()) if (!done.has(file)) visit(file)
  return circles
}

describe('imports', () => {
  it('find a circle, through a type too', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ])
    expect(findCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
  })

  it('go round in no circle anywhere in the repository', () => {
    const graph = importGraph(ROOTS.flatMap(sourceFiles))
    const circles = findCircles(graph).map((circle) => circle.map((file) => relative(process.cwd(), file)).join(' → '))
    expect(circles).toEqual([])
  })
})
