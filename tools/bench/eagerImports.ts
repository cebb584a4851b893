import { relative } from 'node:path'
import MagicString from 'magic-string'
import { parseSync, type Plugin } from 'vite'

/** Set to `1` (by `npm run bench -- --eager`), the build loads every flow and supabase-js with the page. */
export const EAGER_FLOWS_ENV = 'BENCH_EAGER_FLOWS'

/** The folders whose dynamic imports are the on-demand loading of the flows and of supabase-js. */
const ON_DEMAND_FOLDERS = ['src/flows/', 'src/backend/']

/**
 * Every `import('…')` of `code` made static: an `import * as` at the top, and the call replaced by a
 * promise of that namespace, which is what the dynamic import resolves to. Null when there is none.
 */
export function staticDynamicImports(code: string, filename: string): string | null {
  const { module } = parseSync(filename, code, { lang: 'tsx' })
  if (module.dynamicImports.length === 0) return null
  const s = new MagicString(code)
  const imports = module.dynamicImports.map(({ start, end, moduleRequest }, index) => {
    const specifier = code.slice(moduleRequest.start, moduleRequest.end)
    if (!/^(['"]).*\1$/.test(specifier)) throw new Error(`${filename}: import(${specifier}) has no literal specifier`)
    const name = `__eagerModule${index}`
    s.overwrite(start, end, `Promise.resolve(${name})`)
    return `import * as ${name} from ${specifier}\n`
  })
  s.prepend(imports.join(''))
  return s.toString()
}

/**
 * The comparison build of the bench: the flows' and supabase-js's dynamic imports become static, so
 * the bundler puts them in the first load of the pages that can use them. The sources stay the same.
 */
export function eagerImports(): Plugin {
  let root = process.cwd()
  return {
    name: 'havbors:eager-imports',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transform(code, id) {
      const file = relative(root, id.split('?')[0]!)
      if (!ON_DEMAND_FOLDERS.some((folder) => file.startsWith(folder))) return null
      const eager = staticDynamicImports(code, id)
      return eager && { code: eager, map: null }
    },
  }
}
