import { describe, expect, it } from 'vitest'
import { staticDynamicImports } from '../../tools/bench/eagerImports'
import { allowInline, INERT_SCRIPT, withInlinedCss, withoutScripts } from '../../tools/bench/floor'

const page = `<head>
    <script data-head type="application/ld+json">{"@type":"Organization"}</script>
    <link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">
    <link rel="preload" as="script" href="/assets/kit-2.js">
    <script type="module" crossorigin src="/assets/index-3.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
    <link rel="icon" href="/favicon.svg">
  </head>
  <body><main>…</main><script data-bootstrap>import('/assets/index-3.js')</script></body>`

describe('the bench’s floor and comparison builds', () => {
  it('take the scripts and their preloads out of a page, and keep its structured data, styles and icon', () => {
    const floor = withoutScripts(page)
    expect(floor).not.toMatch(/index-3\.js|HomePage-1\.js|kit-2\.js/)
    // The inline script that holds the parser for the stylesheet still does, doing nothing else.
    expect(floor).toContain(`<main>…</main><script>${INERT_SCRIPT}</script></body>`)
    expect(floor).toContain('application/ld+json')
    expect(floor).toContain('/assets/index-4.css')
    expect(floor).toContain('/favicon.svg')
  })

  it('inline a page’s stylesheets, and allow inline code in the security policy by its hashes', async () => {
    const inlined = await withInlinedCss(page, async (href) => `/* ${href} */ body{margin:0}`)
    expect(inlined).toContain('<style>/* /assets/index-4.css */ body{margin:0}</style>')
    expect(inlined).not.toContain('rel="stylesheet"')
    expect(allowInline("default-src 'self'; style-src 'self'; img-src 'self'", 'style-src', ['sha256-abc'])).toBe(
      "default-src 'self'; style-src 'self' 'sha256-abc'; img-src 'self'",
    )
    expect(allowInline("default-src 'self'", 'style-src', ['sha256-abc'])).toBe("default-src 'self'; style-src 'self' 'sha256-abc'")
    expect(allowInline("script-src 'self' 'sha256-x'; style-src 'self'", 'script-src', ['sha256-abc'])).toBe(
      "script-src 'self' 'sha256-x' 'sha256-abc'; style-src 'self'",
    )
  })

  it('make a module’s dynamic imports static for the comparison build, each resolving to its namespace', () => {
    const code =
      'const load = () => import(\'./newsletterFlow\').then(({ flow }) => flow())\nexport const client = import("@supabase/supabase-js")\n'
    expect(staticDynamicImports(code, 'form.ts')).toBe(
      'import * as __eagerModule0 from \'./newsletterFlow\'\nimport * as __eagerModule1 from "@supabase/supabase-js"\n' +
        'const load = () => Promise.resolve(__eagerModule0).then(({ flow }) => flow())\nexport const client = Promise.resolve(__eagerModule1)\n',
    )
    expect(staticDynamicImports('export const two = 2\n', 'plain.ts')).toBeNull()
  })
})
