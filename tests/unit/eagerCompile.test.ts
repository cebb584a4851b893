import { describe, expect, it } from 'vitest'
import { COMPILE_ALL_HINT, eagerCompile, withEagerCommonJs } from '../../build/bundle/eagerCompile'

/** A chunk as the bundler renders it before minifying: two CommonJS modules behind its lazy wrapper. */
const rendered = [
  'var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod), cb = null), mod.exports);',
  'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '\texports.name = "a";',
  '}));',
  'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '\tmodule.exports = { name: require_a().name + "b", self: this };',
  '}));',
  'return require_b();',
].join('\n')

describe('CommonJS bodies compiled while the file streams', () => {
  it('wraps each body in a parenthesised function, which engines compile eagerly', () => {
    const eager = withEagerCommonJs(rendered)
    expect(eager).toContain('__commonJSMin((function(exports) {')
    expect(eager).toContain('__commonJSMin((function(exports, module) {')
    expect(eager).not.toMatch(/__commonJSMin\(\(\([^)]*\) =>/)
  })

  it('runs them as before, `this` included', () => {
    const run = (code: string) => new Function(`'use strict';\n${code}`)() as { name: string; self: unknown }
    expect(run(withEagerCommonJs(rendered))).toEqual(run(rendered))
    expect(run(withEagerCommonJs(rendered))).toEqual({ name: 'ab', self: undefined })
  })

  it('leaves a chunk without CommonJS as it is', () => {
    const plugin = eagerCompile([])
    const renderChunk = plugin.renderChunk as (code: string) => unknown
    expect(renderChunk('export const a = () => 1')).toBeNull()
  })
})

describe('the compile hint', () => {
  it('heads the named chunks only, as the first line V8 looks for', () => {
    const bundle = {
      'shell.js': { type: 'chunk', name: 'shell', code: 'import "./a.js";' },
      'page.js': { type: 'chunk', name: 'page', code: 'export {}' },
      'style.css': { type: 'asset', name: 'style', source: '' },
    }
    const generateBundle = eagerCompile(['shell']).generateBundle as (options: unknown, bundle: unknown) => void
    generateBundle({}, bundle)
    expect(bundle['shell.js'].code).toBe(`${COMPILE_ALL_HINT}\nimport "./a.js";`)
    expect(bundle['page.js'].code).toBe('export {}')
  })
})
