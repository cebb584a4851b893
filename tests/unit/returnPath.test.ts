import { describe, expect, it } from 'vitest'
import { returnPathFrom } from '../../src/flows/account/returnPath'

describe('returnPathFrom', () => {
  it.each([
    ['?neste=%2Fkonto', '/konto'],
    ['?neste=/kontakt', '/kontakt'],
    ['?utm_source=e-post&neste=%2Fkonto', '/konto'],
  ])('sends the visitor back to the site’s own page named in %j', (search, path) => {
    expect(returnPathFrom(search)).toBe(path)
  })

  it.each([
    ['no page named', ''],
    ['an empty name', '?neste='],
    ['/auth itself', '?neste=%2Fauth'],
    ['another site, protocol-relative', '?neste=%2F%2Fevil.example'],
    ['another site, raw', '?neste=//evil.example/konto'],
    ['another site, absolute', '?neste=https%3A%2F%2Fevil.example%2Fkonto'],
    ['a script', '?neste=javascript%3Aalert(1)'],
    ['a path the site does not have', '?neste=%2Ffinnes-ikke'],
    ['a path with a query', '?neste=%2Fkonto%3Fx%3D1'],
    ['a relative path', '?neste=konto'],
  ])('sends the visitor to the front page for %s (%j)', (_, search) => {
    expect(returnPathFrom(search)).toBe('/')
  })
})
