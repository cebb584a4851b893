import { requestHeadersToForward, responseHeadersToReturn } from './forwardedHeaders'
import type { ApiRequest, ApiResponse } from './http'

/** Auth's own CORS headers; the stack answers CORS for every route, as Supabase's gateway does. */
const withoutCors = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.toLowerCase().startsWith('access-control-')))

/**
 * `/auth/v1` passed on to the real Supabase Auth at `authUrl`, as Supabase's API gateway passes it:
 * the path after /auth/v1, the caller's address in X-Forwarded-For (auth's limits count by it),
 * redirects returned as they are.
 */
export function authProxy(authUrl: string) {
  return async function route(request: ApiRequest, path: string): Promise<ApiResponse> {
    const bodyless = request.method === 'GET' || request.method === 'HEAD'
    const response = await fetch(`${authUrl}${path}${request.url.search}`, {
      method: request.method,
      headers: requestHeadersToForward(request.headers, request.clientIp),
      body: bodyless ? undefined : new Uint8Array(request.body),
      redirect: 'manual',
    })
    return {
      status: response.status,
      headers: withoutCors(responseHeadersToReturn(response.headers)),
      body: Buffer.from(await response.arrayBuffer()),
    }
  }
}
