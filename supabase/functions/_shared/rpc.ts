/** Calls a database function over the Data API (`POST /rest/v1/rpc/<name>`) with the service role; its answer as JSON. */
export type Rpc = (name: string, args: Record<string, unknown>) => Promise<unknown>

export function createRpc(supabaseUrl: string, serviceRoleKey: string): Rpc {
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  }
  return async (name, args) => {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(args) })
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`)
    return response.json()
  }
}
