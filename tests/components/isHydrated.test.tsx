import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { isHydrated } from '../../tools/browser/hydrated'

const Page = () => <button type="button">Send</button>

afterEach(() => document.getElementById('root')?.remove())

it('tells the browser tests a page is hydrated once hydration has committed, not when it has only begun', async () => {
  const container = Object.assign(document.createElement('div'), { id: 'root', innerHTML: renderToString(<Page />) })
  document.body.append(container)
  expect(isHydrated()).toBe(false)

  const root = hydrateRoot(container, <Page />)
  expect(isHydrated()).toBe(false)

  await act(async () => {})
  expect(isHydrated()).toBe(true)
  act(() => root.unmount())
})
