import { bearerTokenOf, json } from './http.ts'

export interface ServiceRunDependencies {
  /** The project's service-role key: the one token this entry point accepts. */
  serviceRoleKey: string
  /** The run; its answer is the response's JSON body. */
  run(): Promise<unknown>
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)])
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!
  return difference === 0
}

/**
 * The entry point of a scheduled run (e.g. `POST /send-contact-notification/retry`), which Supabase
 * Cron calls on hosted Supabase and the local stack calls on a timer. Only the service role may call
 * it: the gateway's JWT check, where on, lets the anon key and users' tokens through, so the function
 * checks for the service-role key itself. Answers what the run did.
 */
export function createServiceRunHandler(deps: ServiceRunDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    const token = bearerTokenOf(request)
    if (!token) return json(401, { error: 'unauthorized' })
    if (!(await sameSecret(token, deps.serviceRoleKey))) return json(403, { error: 'forbidden' })
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { Allow: 'POST' })
    return json(200, await deps.run())
  }
}
