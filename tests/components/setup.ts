import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(cleanup)

// Views loaded on demand are transformed on their first import, which takes over the default second
// on a busy machine; a find still resolves as soon as its element is there.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no layout: pages only need these to exist.
window.scrollTo = () => {}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
