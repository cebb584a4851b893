import { describe, expect, it } from 'vitest'
import { pageModuleLoaders } from '../../src/app/lazyPages'
import { pageComponent, pageSource } from '../../src/app/pageModules'
import { PAGE_PATHS } from '../../src/content/routes'

describe('the page table', () => {
  it.each(PAGE_PATHS)('gives %s a module in src/pages/ that exports its component', async (path) => {
    const load = pageModuleLoaders[pageSource(path)]
    expect(load, `${pageSource(path)} is missing`).toBeDefined()
    expect(pageComponent(path, await load!())).toBeTypeOf('function')
  })

  it('has a route for every module in src/pages/', () => {
    const routed = new Set(PAGE_PATHS.map(pageSource))
    expect(Object.keys(pageModuleLoaders).filter((source) => !routed.has(source))).toEqual([])
  })
})
