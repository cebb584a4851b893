/** Key-value storage as the flows use it. */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** A storage area of the browser, never throwing: even reaching it can throw where storage is blocked. */
function webStore(area: () => Storage): KeyValueStore {
  return {
    get: (key) => attempt(() => area().getItem(key), null),
    set: (key, value) => attempt(() => area().setItem(key, value), undefined),
    remove: (key) => attempt(() => area().removeItem(key), undefined),
  }
}

/**
 * The browser's local storage, never throwing: when storage is blocked, full or missing, reads give
 * null and writes are dropped, so the site keeps working and simply asks again next time.
 */
export const localStore = webStore(() => window.localStorage)

/** The tab's session storage, never throwing, like {@link localStore}: it lives as long as the tab. */
export const sessionStore = webStore(() => window.sessionStorage)

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}
