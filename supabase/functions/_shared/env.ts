/** Where a function reads its secrets: `Deno.env` on the platform, a plain map in unit tests. */
export interface Secrets {
  get(name: string): string | undefined
}

export function requiredSecret(secrets: Secrets, name: string): string {
  const value = secrets.get(name)
  if (!value) throw new Error(`The function needs the secret ${name}`)
  return value
}

/** The origins in SITE_ORIGINS (comma-separated) that may call a function from a browser. */
export function siteOrigins(secrets: Secrets): string[] {
  return (secrets.get('SITE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}
