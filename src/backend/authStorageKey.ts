/**
 * The local-storage entry where supabase-js keeps the session for the project at `url` (its own
 * default, written out so the site can tell whether a session is stored without loading supabase-js):
 * 'sb-127-auth-token' for the local stack, 'sb-<project ref>-auth-token' for a hosted project.
 */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}
