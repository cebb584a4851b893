import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { placeholderFacts, placeholderLinks } from '../../scripts/launch/placeholders'
import { siteConfig } from '../../src/site.config'

const source = `
function placeholder<T>(value: T): T {
  return value
}
export const siteConfig = {
  productName: 'Havbørs',
  siteUrl: placeholder('https://havbors.no'),
  company: { legalName: placeholder('Havbørs AS'), city: 'Ålesund', 'postal-code': placeholder('6003') },
  team: [{ name: 'Kari' }, { name: placeholder('Ola'), years: placeholder(3) }],
  parent: placeholder({ name: 'Venture', url: 'https://venture.no' }),
} as const
`
const config = {
  productName: 'Havbørs',
  siteUrl: 'https://havbors.no',
  company: { legalName: 'Havbørs AS', city: 'Ålesund', 'postal-code': '6003' },
  team: [{ name: 'Kari' }, { name: 'Ola', years: 3 }],
  parent: { name: 'Venture', url: 'https://venture.no' },
}

describe('placeholderFacts', () => {
  it('lists each fact wrapped in placeholder(...) by its path, with its value, and no other', () => {
    expect(placeholderFacts(source, config)).toEqual([
      { path: 'siteUrl', value: 'https://havbors.no' },
      { path: 'company.legalName', value: 'Havbørs AS' },
      { path: 'company.postal-code', value: '6003' },
      { path: 'team[1].name', value: 'Ola' },
      { path: 'team[1].years', value: '3' },
      { path: 'parent', value: '{"name":"Venture","url":"https://venture.no"}' },
    ])
  })

  it('finds every placeholder of the real site config, each with its value', () => {
    const facts = placeholderFacts(readFileSync('src/site.config.ts', 'utf8'), siteConfig)
    expect(facts).toContainEqual({ path: 'company.legalName', value: siteConfig.company.legalName })
    expect(facts).toContainEqual({ path: 'team[3].profileUrl', value: siteConfig.team[3].profileUrl })
    expect(facts).toContainEqual({
      path: 'dataProcessing.processors.backend.location',
      value: siteConfig.dataProcessing.processors.backend.location,
    })
    expect(facts.map(({ path }) => path)).not.toContain('productName')
    expect(facts.every(({ value }) => value !== undefined && value !== '')).toBe(true)
  })
})

describe('placeholderLinks', () => {
  it('lists the links to hosts reserved for examples, with file and line, and leaves real hosts alone', () => {
    const files = [
      {
        file: 'src/a.ts',
        text: "const real = 'https://www.datatilsynet.no'\nconst demo = 'https://example.com/demo' // and http://shop.example",
      },
      { file: 'src/b.tsx', text: '<a href="https://app.havbors.test/login">Logg inn</a>\n<a href="https://examples.com">ok</a>' },
    ]
    expect(placeholderLinks(files)).toEqual([
      { file: 'src/a.ts', line: 2, url: 'https://example.com/demo' },
      { file: 'src/a.ts', line: 2, url: 'http://shop.example' },
      { file: 'src/b.tsx', line: 1, url: 'https://app.havbors.test/login' },
    ])
  })
})
