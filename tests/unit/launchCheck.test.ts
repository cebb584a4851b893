import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { placeholderFacts, placeholderLinks } from '../../build/launch/placeholders'
import { dataProcessing } from '../../src/dataProcessing.config'
import * as realConfig from '../../src/site.config'

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
export const retention = { days: 180, logDays: placeholder(30) } as const
`
const siteConfig = {
  productName: 'Havbørs',
  siteUrl: 'https://havbors.no',
  company: { legalName: 'Havbørs AS', city: 'Ålesund', 'postal-code': '6003' },
  team: [{ name: 'Kari' }, { name: 'Ola', years: 3 }],
  parent: { name: 'Venture', url: 'https://venture.no' },
}
const config = { siteConfig, retention: { days: 180, logDays: 30 } }

describe('placeholderFacts', () => {
  it('lists each fact wrapped in placeholder(...) by its path, with its value, and no other', () => {
    expect(placeholderFacts(source, config)).toEqual([
      { path: 'siteConfig.siteUrl', value: 'https://havbors.no' },
      { path: 'siteConfig.company.legalName', value: 'Havbørs AS' },
      { path: 'siteConfig.company.postal-code', value: '6003' },
      { path: 'siteConfig.team[1].name', value: 'Ola' },
      { path: 'siteConfig.team[1].years', value: '3' },
      { path: 'siteConfig.parent', value: '{"name":"Venture","url":"https://venture.no"}' },
      { path: 'retention.logDays', value: '30' },
    ])
  })

  it('finds the placeholders of the real config files, each with its value', () => {
    expect(placeholderFacts(readFileSync('src/dataProcessing.config.ts', 'utf8'), { dataProcessing })).toContainEqual({
      path: 'dataProcessing.processors.backend.location',
      value: dataProcessing.processors.backend.location,
    })
    const facts = placeholderFacts(readFileSync('src/site.config.ts', 'utf8'), realConfig)
    expect(facts).toContainEqual({ path: 'siteConfig.company.legalName', value: realConfig.siteConfig.company.legalName })
    expect(facts).toContainEqual({ path: 'siteConfig.team[3].profileUrl', value: realConfig.siteConfig.team[3].profileUrl })
    expect(facts.map(({ path }) => path)).not.toContain('siteConfig.productName')
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
