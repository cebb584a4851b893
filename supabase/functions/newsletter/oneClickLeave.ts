import { leavePageUrl } from './confirmationMail.ts'

const TOKEN = /^[0-9a-f]{64}$/

/** What the one-click leave needs: where the leave page is, and the removal itself. */
export interface OneClickLeaveDependencies {
  siteUrl: string
  leave(token: string): Promise<boolean>
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })
}

/**
 * The List-Unsubscribe address of every mail (`/newsletter/avmeld?token=…`). A mail program's
 * one-click POST with `List-Unsubscribe=One-Click` (RFC 8058) removes the address; a GET, which mail
 * scanners make too, spends nothing and is sent on to the site's leave page, where a person presses.
 */
export function createOneClickLeave(deps: OneClickLeaveDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    if (request.method === 'GET' || request.method === 'HEAD')
      return new Response(null, { status: 303, headers: { Location: leavePageUrl(deps.siteUrl, token) } })
    if (request.method !== 'POST') return text(405, 'Bruk POST.', { Allow: 'GET, HEAD, POST' })
    const body = new URLSearchParams(await request.text())
    if (body.get('List-Unsubscribe') !== 'One-Click') return text(400, 'Mangler List-Unsubscribe=One-Click.')
    if (!TOKEN.test(token) || !(await deps.leave(token))) return text(404, 'Lenken er ugyldig eller allerede brukt.')
    return text(200, 'Du er meldt av nyhetsbrevet.')
  }
}
