import { describe, expect, it } from 'vitest'
import { pageModuleLoaders } from '../../src/app/lazyPages'
import { pageComponent, pageSource } from '../../src/app/pageModules'
import { routeIndex } from '../../src/content/routeIndex'
import { PAGE_PATHS, pageMeta } from '../../src/content/routes'

describe('the page table', () => {
  it.each(PAGE_PATHS)('gives %s a module in src/pages/ that exports its component', async (path) => {
    const { page } = pageMeta[path]
    const load = pageModuleLoaders[pageSource(page)]
    expect(load, `${pageSource(page)} is missing`).toBeDefined()
    expect(pageComponent(page, await load!())).toBeTypeOf('function')
  })

  it('has a route for every module in src/pages/', () => {
    const routed = new Set(PAGE_PATHS.map((path) => pageSource(pageMeta[path].page)))
    expect(Object.keys(pageModuleLoaders).filter((source) => !routed.has(source))).toEqual([])
  })

  it("gives the shell's route index every route with its page and crumb, in the table's order", () => {
    expect(routeIndex).toEqual(
      Object.fromEntries(PAGE_PATHS.map((path) => [path, { page: pageMeta[path].page, breadcrumb: pageMeta[path].breadcrumb }])),
    )
    expect(Object.keys(routeIndex)).toEqual(PAGE_PATHS)
  })
})
