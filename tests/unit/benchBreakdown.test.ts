import { describe, expect, it } from 'vitest'
import { breakdown, moduleGroup } from '../../tools/bench/breakdown'

describe('the bench’s breakdown of what a page runs', () => {
  it('names a module’s npm package (its innermost, scoped or not), the site’s folder, or the bundler', () => {
    expect(moduleGroup('node_modules/react-dom/cjs/react-dom-client.production.js')).toEqual({ kind: 'package', name: 'react-dom' })
    expect(moduleGroup('node_modules/@supabase/supabase-js/dist/index.mjs')).toEqual({ kind: 'package', name: '@supabase/supabase-js' })
    expect(moduleGroup('node_modules/@ark-ui/react/node_modules/@zag-js/dialog/dist/index.mjs')).toEqual({
      kind: 'package',
      name: '@zag-js/dialog',
    })
    expect(moduleGroup('src/flows/newsletter/newsletterActors.ts')).toEqual({ kind: 'site', name: 'src/flows/newsletter' })
    expect(moduleGroup('src/flows/shared/useFormFlow.ts')).toEqual({ kind: 'site', name: 'src/flows/shared' })
    expect(moduleGroup('src/components/layout/footer/Footer.tsx')).toEqual({ kind: 'site', name: 'src/components/layout' })
    expect(moduleGroup('src/app/App.tsx')).toEqual({ kind: 'site', name: 'src/app' })
    expect(moduleGroup('src/site.config.ts')).toEqual({ kind: 'site', name: 'src' })
    expect(moduleGroup('machines/validation/credentials.ts')).toEqual({ kind: 'site', name: 'machines/validation' })
    expect(moduleGroup('styled-system/css/cx.mjs')).toEqual({ kind: 'site', name: 'styled-system/css' })
    expect(moduleGroup('vite/preload-helper.js')).toEqual({ kind: 'bundler', name: 'bundler runtime' })
  })

  it('shares each chunk’s gzip bytes among its modules by their length, sums them by group, largest first', () => {
    const chunks = {
      'assets/index.js': { 'node_modules/react-dom/client.js': 300, 'src/app/App.tsx': 100 },
      'assets/banner.js': { 'src/flows/cookieConsent/CookieBanner.tsx': 50, 'src/app/RouteEffects.tsx': 50 },
    }
    const shares = breakdown(
      [
        { file: 'assets/index.js', gzipBytes: 1000 },
        { file: 'assets/banner.js', gzipBytes: 200 },
      ],
      chunks,
    )
    expect(shares).toEqual([
      { kind: 'package', name: 'react-dom', bytes: 750 },
      { kind: 'site', name: 'src/app', bytes: 350 },
      { kind: 'site', name: 'src/flows/cookieConsent', bytes: 100 },
    ])
    expect(shares.reduce((sum, share) => sum + share.bytes, 0)).toBe(1200)
  })

  it('refuses a script the build recorded no modules for, rather than leaving it out of the sum', () => {
    expect(() => breakdown([{ file: 'assets/unknown.js', gzipBytes: 10 }], {})).toThrow('assets/unknown.js')
  })
})
