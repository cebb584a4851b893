import { describe, expect, it } from 'vitest'
import { notFoundMeta, PAGE_PATHS, pageMeta } from '../../src/content/routes'
import { absoluteUrl, headFor, type HeadElement } from '../../src/seo/head'
import { siteConfig } from '../../src/site.config'

function meta(elements: HeadElement[], key: string): string | undefined {
  return elements.find((element) => element.tag === 'meta' && (element.attrs.name === key || element.attrs.property === key))?.attrs.content
}

function jsonLd(elements: HeadElement[], type: string): Record<string, unknown> | undefined {
  return elements
    .flatMap((element) => (element.tag === 'script' ? [JSON.parse(element.text) as Record<string, unknown>] : []))
    .find((data) => data['@type'] === type)
}

describe('the head table', () => {
  it('gives every page its own title and description', () => {
    const titles = PAGE_PATHS.map((path) => pageMeta[path].title)
    const descriptions = PAGE_PATHS.map((path) => pageMeta[path].description)
    expect(new Set(titles).size).toBe(PAGE_PATHS.length)
    expect(new Set(descriptions).size).toBe(PAGE_PATHS.length)
    for (const path of PAGE_PATHS) expect(pageMeta[path].keywords.length).toBeGreaterThan(0)
  })

  it('titles unknown paths Side Ikke Funnet | product', () => {
    expect(headFor('/finnes-ikke').title).toBe(`Side Ikke Funnet | ${siteConfig.productName}`)
    expect(notFoundMeta.indexable).toBe(false)
  })

  for (const path of PAGE_PATHS) {
    it(`gives ${path} canonical, share tags and breadcrumb data`, () => {
      const { title, elements } = headFor(path)
      const { description, imageAlt } = pageMeta[path]
      expect(title).toBe(pageMeta[path].title)
      expect(elements).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: absoluteUrl(path) } })
      expect(meta(elements, 'description')).toBe(description)
      expect(meta(elements, 'og:title')).toBe(title)
      expect(meta(elements, 'og:description')).toBe(description)
      expect(meta(elements, 'og:url')).toBe(absoluteUrl(path))
      expect(meta(elements, 'og:image')).toBe(absoluteUrl('/og-image.png'))
      expect(meta(elements, 'og:image:alt')).toBe(imageAlt)
      expect([meta(elements, 'og:image:width'), meta(elements, 'og:image:height')]).toEqual(['1200', '630'])
      expect(meta(elements, 'twitter:card')).toBe('summary_large_image')
      expect(meta(elements, 'twitter:image:alt')).toBe(imageAlt)
      const trail = jsonLd(elements, 'BreadcrumbList')?.itemListElement as { name: string }[]
      expect(trail[0]?.name).toBe('Hjem')
      expect(trail.length).toBe(path === '/' ? 1 : 2)
      expect(jsonLd(elements, 'Organization')?.name).toBe(siteConfig.productName)
    })
  }

  it('adds the questions and answers to the home page', () => {
    expect(jsonLd(headFor('/').elements, 'FAQPage')).toBeTruthy()
    expect(jsonLd(headFor('/kontakt').elements, 'FAQPage')).toBeUndefined()
  })

  it.each(['/bekreft-e-post', '/nytt-passord', '/nyhetsbrev/bekreft', '/nyhetsbrev/avmeld'] as const)(
    'keeps the mail link page %s out of search engines',
    (path) => {
      expect(pageMeta[path].indexable).toBe(false)
      expect(meta(headFor(path).elements, 'robots')).toBe('noindex, follow')
    },
  )

  it('sends /onboarding on to registration without script', () => {
    const refresh = headFor('/onboarding').elements.find((element) => element.attrs['http-equiv'] === 'refresh')
    expect(refresh?.attrs.content).toBe(`0; url=${siteConfig.external.registration}`)
  })
})
