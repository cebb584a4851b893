import { describe, expect, it } from 'vitest'
import { svgDataUrl } from '../../build/bundle/inlineFavicon'

describe('the favicon as a data: URL', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0a2540" width="100%"/></svg>\n'

  it('decodes to the same drawing', async () => {
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(await (await fetch(url)).text()).toBe(svg.trim().replaceAll('"', "'"))
  })

  it('can stand in a double-quoted attribute and keeps the URL unbroken by # or %', () => {
    expect(svgDataUrl(svg)).not.toMatch(/["<>#&]|%(?![0-9A-F]{2})/)
  })
})
