import { beforeAll, describe, expect, it } from 'vitest'
import { loadStyleRuntime, transformStyleCalls, type StyleRuntime } from '../../build/bundle/staticStyles/transform'
import { cx, css } from '../../styled-system/css'
import { container } from '../../styled-system/patterns'
import { button } from '../../styled-system/recipes'

let runtime: StyleRuntime

beforeAll(async () => {
  runtime = await loadStyleRuntime('styled-system')
})

const transform = (code: string) => transformStyleCalls(code, '/site/src/Sample.tsx', runtime)
const literal = (value: string) => JSON.stringify(value)

describe('style calls known at build time', () => {
  it('become the class names the runtime gives, and the runtime is no longer imported', () => {
    const result = transform(
      [
        "import { css, cx } from 'styled-system/css'",
        "import { container } from 'styled-system/patterns'",
        "import { button } from 'styled-system/recipes'",
        "const base = { display: 'flex', _hover: { color: 'accent' } }",
        "export const a = css({ ...base, p: { base: '4', md: '8' }, mt: -2 } as const)",
        "export const b = cx(container({ maxW: '6xl' }), button({ visual: 'cta' }), false && 'never')",
        "export const c = css({ gridTemplateColumns: `repeat(3, 1fr)` }, { color: 'fg' })",
      ].join('\n'),
    )
    expect(result).not.toBeNull()
    expect(result!.left).toBe(0)
    expect(result!.code).not.toContain('styled-system')
    expect(result!.code).toContain(
      `export const a = ${literal(css({ display: 'flex', _hover: { color: 'accent' }, p: { base: '4', md: '8' }, mt: -2 }))}`,
    )
    expect(result!.code).toContain(`export const b = ${literal(cx(container({ maxW: '6xl' }), button({ visual: 'cta' })))}`)
    expect(result!.code).toContain(`export const c = ${literal(css({ gridTemplateColumns: 'repeat(3, 1fr)' }, { color: 'fg' }))}`)
  })

  it('turn a value chosen by a condition into the same choice between class names, testing it once', () => {
    const result = transform(
      [
        "import { css } from 'styled-system/css'",
        "export const f = (tone: string, wide: boolean) => css({ color: tone === 'brand' ? 'accent.onDark' : 'accent', w: wide ? 'full' : 'auto' })",
      ].join('\n'),
    )
    const brandWide = literal(css({ color: 'accent.onDark', w: 'full' }))
    const brandNarrow = literal(css({ color: 'accent.onDark', w: 'auto' }))
    const plainWide = literal(css({ color: 'accent', w: 'full' }))
    const plainNarrow = literal(css({ color: 'accent', w: 'auto' }))
    expect(result!.code).toContain(
      `((tone === 'brand') ? ((wide) ? ${brandWide} : ${brandNarrow}) : ((wide) ? ${plainWide} : ${plainNarrow}))`,
    )
    expect(result!.code).not.toContain('styled-system')
  })

  it('keep the types imported beside them', () => {
    const result = transform(
      [
        "import { button, type ButtonVariantProps } from 'styled-system/recipes'",
        "export const a: string = button({ visual: 'cta' })",
        'export type Props = ButtonVariantProps',
      ].join('\n'),
    )
    expect(result!.code).toContain("import { type ButtonVariantProps } from 'styled-system/recipes'")
    expect(result!.code).toContain(`export const a: string = ${literal(button({ visual: 'cta' }))}`)
  })

  it('keep cx for what is only known at run time, from its own module', () => {
    const result = transform(
      ["import { css, cx } from 'styled-system/css'", "export const f = (className?: string) => cx(css({ color: 'fg' }), className)"].join(
        '\n',
      ),
    )
    expect(result!.code).toContain("import { cx } from 'styled-system/css/cx.mjs'")
    expect(result!.code).toContain(`cx(${literal(css({ color: 'fg' }))}, className)`)
  })
})

describe('style calls not known at build time', () => {
  it('are left to the runtime, which stays imported', () => {
    const code = [
      "import { css } from 'styled-system/css'",
      "import { button } from 'styled-system/recipes'",
      'export const f = (color: string) => css({ color })',
      "export const g = (props: { visual?: 'cta' }) => button(props)",
      "export const h = (styles: object) => css({ p: '4', ...styles })",
    ].join('\n')
    expect(transform(code)).toBeNull()
  })

  it('keep only what is still used of an import', () => {
    const result = transform(
      [
        "import { css } from 'styled-system/css'",
        "import { container } from 'styled-system/patterns'",
        "export const a = container({ maxW: '6xl' })",
        'export const f = (color: string) => css({ color })',
      ].join('\n'),
    )
    expect(result!.code).toContain("import { css } from 'styled-system/css'")
    expect(result!.code).not.toContain('styled-system/patterns')
    expect(result!.left).toBe(1)
  })

  it('include a call through a name declared again in the module, which may not be the import', () => {
    const code = ["import { css } from 'styled-system/css'", "export const f = (css: (s: object) => string) => css({ color: 'fg' })"].join(
      '\n',
    )
    expect(transform(code)).toBeNull()
  })

  it('include an object constant that something else can change', () => {
    const code = [
      "import { css } from 'styled-system/css'",
      "const shared = { color: 'fg' }",
      "export function paint() { Object.assign(shared, { color: 'accent' }); return css({ ...shared }) }",
    ].join('\n')
    expect(transform(code)).toBeNull()
    const exported = ["import { css } from 'styled-system/css'", "export const shared = { color: 'fg' }", 'export const a = css(shared)']
    expect(transform(exported.join('\n'))).toBeNull()
  })

  it('include calls through a namespace import, which stays', () => {
    const code = ["import * as styles from 'styled-system/css'", "export const a = styles.css({ color: 'fg' })"].join('\n')
    expect(transform(code)).toBeNull()
  })

  it('leave a module without style imports untouched', () => {
    expect(transform("export const a = css({ color: 'fg' })")).toBeNull()
  })
})
