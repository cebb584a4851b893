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

const HEX_GROUP = /^[0-9a-f]{1,4}$/

/**
 * What the rate limit counts as one client: an IPv4 address as it is, also written IPv4-mapped
 * (`::ffff:203.0.113.7`); an IPv6 address by its /64, as one subscriber usually holds a whole /64
 * and could otherwise step through its addresses to send without limit. Anything else as it is.
 */
export function rateLimitSubject(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1]!
  const ipv6 = address.toLowerCase().split('%')[0]!
  if (!ipv6.includes(':')) return address
  const [head = '', tail] = ipv6.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right]
  if (groups.length !== 8 || !groups.every((group) => HEX_GROUP.test(group))) return address
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
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
