/** Key-value storage as the flows use it. */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/**
 * The browser's local storage, never throwing: when storage is blocked, full or missing, reads give
 * null and writes are dropped, so the site keeps working and simply asks again next time.
 */
export const localStore: KeyValueStore = {
  get: (key) => attempt(() => window.localStorage.getItem(key), null),
  set: (key, value) => attempt(() => window.localStorage.setItem(key, value), undefined),
  remove: (key) => attempt(() => window.localStorage.removeItem(key), undefined),
}

/** The tab's session storage, never throwing, like {@link localStore}: it lives as long as the tab. */
export const sessionStore: KeyValueStore = {
  get: (key) => attempt(() => window.sessionStorage.getItem(key), null),
  set: (key, value) => attempt(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key) => attempt(() => window.sessionStorage.removeItem(key), undefined),
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}
