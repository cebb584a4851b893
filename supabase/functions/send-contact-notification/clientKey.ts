/** A keyed SHA-256 of the client's IP address: enough to count its messages, not to recover it. */
export function createClientKey(secret: string) {
  const encoder = new TextEncoder()
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return async (ip: string): Promise<string> => {
    const signature = await crypto.subtle.sign('HMAC', await key, encoder.encode(ip))
    return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
}
