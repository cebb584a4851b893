/**
 * Stands in for the `use-sync-external-store` shim the router imports: React 19 has the hook built
 * in, so the shim's fallback for older React is dead weight in every page's first load.
 */
export { useSyncExternalStore } from 'react'
