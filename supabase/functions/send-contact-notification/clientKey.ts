/**
 * The client's address as the platform vouches for it, never as the client claims it. Hosted Supabase
 * serves functions through Cloudflare, which sets `CF-Connecting-IP` to the address that connected to
 * it and appends that address to whatever `X-Forwarded-For` the client sent; the local stack's gateway
 * does the same. So: `CF-Connecting-IP`, else the last `X-Forwarded-For` entry, the one the nearest
 * proxy appended. Never the first entry: the client writes that itself. See docs/decisions.md,
 * 'The contact form'.
 */
export function clientAddress(headers: Headers): string {
  const connecting = headers.get('cf-connecting-ip')?.trim()
  if (connecting) return connecting
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return forwarded.at(-1) ?? 'unknown'
}

/** A keyed SHA-256 of the client's IP address: enough to count its messages, not to recover it. */
export function createClientKey(secret: string) {
  const encoder = new TextEncoder()
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return async (ip: string): Promise<string> => {
    const signature = await crypto.subtle.sign('HMAC', await key, encoder.encode(ip))
    return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
}
